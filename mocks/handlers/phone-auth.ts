import { http, HttpResponse } from 'msw';
import { getState, randomDigits } from '../state/store';

/**
 * A fake third-party phone sign-in (Firebase-like) for VITE_PHONE_AUTH_PROVIDER=fake: the client's fake
 * provider sends the code here, verifies it here, and registers with the returned idToken as
 * firebaseIdToken. Not part of the platform's protocol, so it lives under /__mock (no Merchant header).
 */
interface PhoneAuthSession {
  phone: string;
  code: string;
}

interface PhoneAuthState {
  sessions: Map<string, PhoneAuthSession>;
  /** idToken -> phone number in international form (+5511...). */
  tokens: Map<string, string>;
  latest: Map<string, string>;
  /** The next send or verify fails with this provider error code (set through /__mock/phone-auth/fail). */
  nextFailure: string | null;
  counter: number;
}

// Keyed by the store's state object, so POST /__mock/reset (a new state) forgets everything here too.
const byState = new WeakMap<object, PhoneAuthState>();

function phoneAuthState(): PhoneAuthState {
  const state = getState();
  let own = byState.get(state);
  if (!own) {
    own = { sessions: new Map(), tokens: new Map(), latest: new Map(), nextFailure: null, counter: 0 };
    byState.set(state, own);
  }
  return own;
}

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
  return phoneAuthState().tokens.get(idToken);
}

export const phoneAuthHandlers = [
  http.post('*/__mock/phone-auth/send', async ({ request }) => {
    const own = phoneAuthState();
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
    const code = randomDigits(6);
    own.sessions.set(sessionInfo, { phone, code });
    own.latest.set(phone, code);
    return HttpResponse.json({ sessionInfo, channel: 'fake-sms', expiresInSeconds: 60 });
  }),
  http.post('*/__mock/phone-auth/verify', async ({ request }) => {
    const own = phoneAuthState();
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
    return HttpResponse.json({ phone, code: phoneAuthState().latest.get(phone) ?? null });
  }),
  http.post('*/__mock/phone-auth/fail', async ({ request }) => {
    const code = text((await readJson(request)).code);
    if (!code.startsWith('auth/')) return failure('mock.phoneAuth.invalid');
    phoneAuthState().nextFailure = code;
    return HttpResponse.json({ ok: true });
  }),
];
