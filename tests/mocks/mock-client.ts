import CryptoJS from 'crypto-js';
import { allEndpoints } from '../api/all-endpoints';

// A test-only client for the mock, written from docs/protocol.md alone (not from the mock's
// code), so that the tests prove the mock accepts what the protocol describes. The module id of each
// call is the one of docs/protocol.md's table, which is written from the endpoints: it is read from them.

export const MERCHANT = 'demo';

export interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/**
 * The module id docs/protocol.md gives the call (its table is made from the endpoints): sent as a client
 * sends it, since the mock refuses a call without it. A link with several ids (one per form) gets none:
 * such a test names its id itself.
 */
function moduleIdOf(path: string, method: string): string | null {
  const link = path.split('?')[0];
  const ids = new Set(
    allEndpoints.filter((e) => e.link === link && e.method === method.toUpperCase()).map((e) => e.moduleId),
  );
  return ids.size === 1 ? [...ids][0] : null;
}

export async function call(
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Envelope }> {
  const headers = new Headers(init.headers);
  if (!headers.has('Merchant')) headers.set('Merchant', MERCHANT);
  if (init.token) headers.set('Authorization', init.token);
  const moduleId = headers.has('ModuleId')
    ? null
    : moduleIdOf(new URL(path, 'http://localhost').pathname, init.method ?? 'GET');
  if (moduleId) headers.set('ModuleId', moduleId);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body });
  return { status: response.status, body: (await response.json()) as Envelope };
}

export function valueOf<T>(result: { body: Envelope }): T {
  expect(result.body.success).toBe(true);
  return result.body.value as T;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function randomKey(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 16 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** Textbook RSA of reverse(r): characters packed little-endian, two per 16-bit digit, lower-case hex. */
export function encryptKey(key: string, modulusHex: string): string {
  const reversed = [...key].reverse().join('');
  let m = 0n;
  for (let i = reversed.length - 1; i >= 0; i -= 1) m = (m << 8n) | BigInt(reversed.charCodeAt(i));
  return modPow(m, 0x10001n, BigInt(`0x${modulusHex}`)).toString(16);
}

export function encryptBody(payload: unknown, key: string): string {
  return CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** The RSA key answer is the bare modulus text, as real clients read it (spec 5, 2.1). */
export async function fetchModulus(): Promise<string> {
  const response = await fetch(`/wps/session/key/rsa?t=${Date.now()}`, {
    headers: { Merchant: MERCHANT, ModuleId: 'COMM3' },
  });
  return (await response.text()).trim();
}

/** Sends an (E) call in the newest shape: `{ value }` with X-RSA and the cipher text again in X-Digest. */
export async function encryptedCall(
  path: string,
  method: string,
  payload: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope }> {
  const modulus = await fetchModulus();
  const key = randomKey();
  const cipher = encryptBody(payload, key);
  return call(path, {
    method,
    token,
    json: { value: cipher },
    headers: {
      ...headers,
      Encryption: encryptKey(key, modulus),
      'X-RSA': modulus,
      'X-Digest': cipher,
    },
  });
}

export interface LoginValue {
  token: string;
  id: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export async function login(username: string, password: string, extra: Record<string, unknown> = {}) {
  return encryptedCall(
    '/wps/session/login',
    'POST',
    {
      username,
      password,
      captcha: '',
      type: 'username',
      loginDeviceId: '3f1c2d4e-0000-4000-8000-000000000001',
      ...extra,
    },
    undefined,
    { ModuleId: 'COMM3' },
  );
}

export async function loginToken(username = 'player01', password = 'Player#2026'): Promise<string> {
  return valueOf<LoginValue>(await login(username, password)).token;
}

export async function control(path: string, json?: unknown): Promise<unknown> {
  const response = await fetch(`/__mock/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return response.json() as Promise<unknown>;
}
