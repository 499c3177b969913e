import { HttpResponse } from 'msw';
import { controlCall, readJsonObject } from '../../protocol/control-call';
import type { PhoneAuthBook } from './phone-auth';
import { randomDigits } from '../../shared/prng';

/**
 * A fake third-party phone sign-in (Firebase-like) for VITE_PHONE_AUTH_PROVIDER=fake: the client's fake
 * provider sends the code here, verifies it here, and registers with the returned idToken as
 * firebaseIdToken. Not part of the platform's protocol, so it lives under /__mock (no Merchant header) and
 * answers in the provider's shapes, not the platform's envelope.
 */
const failure = (code: string, status = 400) =>
  HttpResponse.json({ error: { code, message: code } }, { status });

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The failure set through /__mock/phone-auth/fail, once; null when none is waiting. */
function takeNextFailure(own: PhoneAuthBook): Response | null {
  if (!own.nextFailure) return null;
  const code = own.nextFailure;
  own.nextFailure = null;
  return failure(code);
}

export const phoneAuthControlHandlers = [
  controlCall('post', '/phone-auth/send', async ({ state, request }) => {
    const own = state.phoneAuth;
    const failed = takeNextFailure(own);
    if (failed) return failed;
    const phone = text((await readJsonObject(request))?.phoneNumber);
    if (phone === '') return failure('auth/missing-phone-number');
    if (!/^\+\d{8,16}$/.test(phone)) return failure('auth/invalid-phone-number');
    own.counter += 1;
    const sessionInfo = `fake-session-${own.counter}`;
    const code = randomDigits(state.rng, 6);
    own.sessions.set(sessionInfo, { phone, code });
    own.latest.set(phone, code);
    return HttpResponse.json({ sessionInfo, channel: 'fake-sms', expiresInSeconds: 60 });
  }),
  controlCall('post', '/phone-auth/verify', async ({ state, request }) => {
    const own = state.phoneAuth;
    const failed = takeNextFailure(own);
    if (failed) return failed;
    const body = (await readJsonObject(request)) ?? {};
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
  controlCall('get', '/phone-auth/latest', ({ state, query }) => {
    const phone = query.get('phone') ?? '';
    return HttpResponse.json({ phone, code: state.phoneAuth.latest.get(phone) ?? null });
  }),
  controlCall('post', '/phone-auth/fail', async ({ state, request }) => {
    const code = text((await readJsonObject(request))?.code);
    if (!code.startsWith('auth/')) return failure('mock.phoneAuth.invalid');
    state.phoneAuth.nextFailure = code;
    return HttpResponse.json({ ok: true });
  }),
];
