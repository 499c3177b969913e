import * as z from 'zod/mini';
import { endpoint, request, rsaKey, type LoginResult } from '@/api';
import { loginResult } from '@/api/schemas/session';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Free play as the reference sends it (product rules: account calls): no sealed body, the RSA-sealed random
 * string in `Encryption` and `X-Gateway-Version: 3` as headers (the wire protocol names both as headers; decision
 * 024). The reference hands the whole answer to its token step, which reads the top-level `token`; a
 * build that answers like login puts it in `value`: both are read, the top level first.
 */
export const freePlayLogin = endpoint({
  name: 'freePlayLogin',
  link: '/wps/session/login/freeplay',
  moduleId: 'FREEPLAY3',
  method: 'POST',
  token: 'none',
  headers: { 'X-Gateway-Version': '3' },
  answer: 'whole',
  source: 'reference',
  response: z.pipe(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform(({ value, success: _success, ...top }) => ({
        ...(isRecord(value) ? value : {}),
        ...(typeof top.token === 'string' && top.token !== '' ? top : {}),
      })),
    ),
    loginResult,
  ),
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 16;

/** The one-time random string free play sends, drawn from the browser's cryptographic generator. */
export function freePlayRandom(length = RANDOM_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The visitor's operating system, as the free-play login reports it. */
export function clientOs(userAgent: string = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay: `{os, platform: "W"}` in the body, the sealed random string in a header. */
export async function playForFree(): Promise<LoginResult> {
  const [{ rsaEncrypt }, modulus] = await Promise.all([
    import('@/api/crypto'),
    request(rsaKey, { params: { t: Date.now() } }),
  ]);
  const Encryption = rsaEncrypt([...freePlayRandom()].reverse().join(''), modulus);
  // The header changes with every call, so this call carries its own copy of the endpoint's headers.
  const sealed = { ...freePlayLogin, headers: { ...freePlayLogin.headers, Encryption } };
  return request(sealed, { data: { os: clientOs(), platform: 'W' } });
}
