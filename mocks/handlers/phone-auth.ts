import { http, HttpResponse } from 'msw';
import { getState } from '../state/store';
import { randomDigits } from '../state/prng';

/**
 * A fake third-party phone sign-in (Firebase-like) for VITE_PHONE_AUTH_PROVIDER=fake: the client's fake
 * provider sends the code here, verifies it here, and registers with the returned idToken as
 * firebaseIdToken. Not part of the platform's protocol, so it lives under /__mock (no Merchant header).
 */
const failure = (code: string, status = 400) =>
  HttpResponse.json({ error: { code, message: code } }, { status });

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The international number an idToken proves, or undefined; used by registration. */
export function phoneOfIdToken(idToken: string): string | undefined {
  return getState().phoneAuth.tokens.get(idToken);
}

export const phoneAuthHandlers = [
  http.post('*/__mock/phone-auth/send', async ({ request }) => {
    const own = getState().phoneAuth;
    if (own.nextFailure) {
      const code = own.nextFailure;
      own.nextFailure = null;
      return failure(code);
    }
    const phone = text((await readJson(request)).phoneNumber);
    if (phone === '') return failure('auth/missing-phone-number');
    if (!/^\+\d{8,16}$/.test(phone)) return failure('auth/invalid-phone-number');
    own.counter += 1;
    const sessionInfo = `fake-session-${own.counter}`;
    const code = randomDigits(getState().rng, 6);
    own.sessions.set(sessionInfo, { phone, code });
    own.latest.set(phone, code);
    return HttpResponse.json({ sessionInfo, channel: 'fake-sms', expiresInSeconds: 60 });
  }),
  http.post('*/__mock/phone-auth/verify', async ({ request }) => {
    const own = getState().phoneAuth;
    if (own.nextFailure) {
      const code = own.nextFailure;
      own.nextFailure = null;
      return failure(code);
    }
    const body = await readJson(request);
    const session = own.sessions.get(text(body.sessionInfo));
    if (!session) return failure('auth/code-expired');
    const code = text(body.code);
    if (code === '') return failure('auth/missing-verification-code');
    if (code !== session.code) return failure('auth/invalid-verification-code');
    own.sessions.delete(text(body.sessionInfo));
    own.counter += 1;
    const idToken = `fake-id-token-${own.counter}-${session.code}`;
    own.tokens.set(idToken, session.phone);
    return HttpResponse.json({ idToken, phoneNumber: session.phone });
  }),
  http.get('*/__mock/phone-auth/latest', ({ request }) => {
    const phone = new URL(request.url).searchParams.get('phone') ?? '';
    return HttpResponse.json({ phone, code: getState().phoneAuth.latest.get(phone) ?? null });
  }),
  http.post('*/__mock/phone-auth/fail', async ({ request }) => {
    const code = text((await readJson(request)).code);
    if (!code.startsWith('auth/')) return failure('mock.phoneAuth.invalid');
    getState().phoneAuth.nextFailure = code;
    return HttpResponse.json({ ok: true });
  }),
];
