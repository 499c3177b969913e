import { PhoneAuthError, type PhoneAuthProvider } from './provider';

/**
 * The fake third-party provider for the mock backend (mocks/handlers/phone-auth.ts): it plays the part of a
 * vendor SDK, which talks to its own servers and not through the portal's API client, so it uses fetch.
 * Only for demos and tests: the endpoints exist only where the mock is mounted.
 */
export function createFakePhoneAuthProvider(base = '/__mock/phone-auth'): PhoneAuthProvider {
  let session: string | null = null;

  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new PhoneAuthError('auth/network-request-failed');
    }
    const json = (await response.json().catch(() => ({}))) as { error?: { code?: string } } & T;
    if (!response.ok) throw new PhoneAuthError(json.error?.code ?? 'auth/internal-error');
    return json;
  }

  return {
    async sendCode(phone) {
      const answer = await post<{ sessionInfo: string; channel: string; expiresInSeconds: number }>('send', {
        phoneNumber: phone,
      });
      session = answer.sessionInfo;
      return { channel: answer.channel, expiresInSeconds: answer.expiresInSeconds };
    },
    async verify(code) {
      if (!session) throw new PhoneAuthError('auth/missing-verification-id');
      if (code.trim() === '') throw new PhoneAuthError('auth/missing-verification-code');
      const answer = await post<{ idToken: string }>('verify', { sessionInfo: session, code: code.trim() });
      return { idToken: answer.idToken };
    },
  };
}
