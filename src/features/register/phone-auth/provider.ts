import type { TranslationKey } from '@/i18n';

/**
 * A third-party phone sign-in (Firebase-like) that sends the SMS code instead of the platform. The code's
 * proof (`idToken`) and the channel it used travel in the register payload as firebaseIdToken and
 * firebaseChannel. Off unless VITE_PHONE_AUTH_PROVIDER names one.
 */
export interface PhoneAuthProvider {
  /** `phone` in international form, `+<dialing code><number>`. */
  sendCode(phone: string): Promise<{ channel: string; expiresInSeconds: number }>;
  verify(code: string): Promise<{ idToken: string }>;
}

/** A provider failure with the provider's error code (Firebase style, e.g. `auth/invalid-phone-number`). */
export class PhoneAuthError extends Error {
  readonly code: string;
  constructor(code: string, message = code) {
    super(message);
    this.name = 'PhoneAuthError';
    this.code = code;
  }
}

/** Provider error codes to the phone-auth messages of product rules: messages and errors. */
const messageKeys: Readonly<Record<string, TranslationKey>> = {
  'auth/invalid-phone-number': 'reg_phone_auth_invalid_phone',
  'auth/missing-phone-number': 'reg_phone_auth_missing_phone',
  'auth/too-many-requests': 'reg_phone_auth_too_many_requests',
  'auth/invalid-verification-code': 'reg_phone_auth_invalid_code',
  'auth/missing-verification-code': 'reg_phone_auth_invalid_code',
  'auth/captcha-check-failed': 'reg_phone_auth_captcha_failed',
  'auth/quota-exceeded': 'reg_phone_auth_quota',
  'auth/operation-not-allowed': 'reg_phone_auth_not_allowed',
  'auth/code-expired': 'reg_phone_auth_code_expired',
  'auth/popup-closed-by-user': 'reg_phone_auth_popup_closed',
  'auth/popup-blocked': 'reg_phone_auth_popup_blocked',
};

export function phoneAuthMessageKey(error: unknown): TranslationKey {
  const code = error instanceof PhoneAuthError ? error.code : '';
  return messageKeys[code] ?? 'reg_phone_auth_unknown';
}
