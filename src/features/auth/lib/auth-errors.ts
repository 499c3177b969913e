import type { TFunction } from 'i18next';
import { hasCode } from '@/api';
import { isLoginRefusedError } from '@/core/complete-login';
import { failureText } from '@/core/failure-text';
import { geetestMessageKey } from '@/core/geetest/geetest-refusal';
import { currentLanguage, languageEntry, type TranslationKey } from '@/i18n';
import { formatZonedTime } from '@/lib/record-format';

/** Server error codes with a message of our own, so the text follows the visitor's language. */
const messageByCode: Record<string, TranslationKey> = {
  'login.field.required': 'auth_error_required',
  'login.password.incorrect': 'auth_error_incorrect',
  'login.captcha.required': 'auth_error_captcha_required',
  'login.captcha.incorrect': 'auth_error_captcha_incorrect',
  'login.ip.unverified': 'auth_error_ip_unverified',
  'login.ip.verification.incorrect': 'auth_error_ip_proof_incorrect',
  'mobile.invalid': 'auth_error_mobile_invalid',
  USER_NOT_EXIST: 'auth_error_user_not_exist',
  'verification.code.invalid': 'auth_error_code_invalid',
  'member.password.incorrect': 'auth_error_current_incorrect',
  'member.password.invalid': 'auth_error_password_rule',
  'member.password.confirm.mismatch': 'auth_confirm_mismatch',
  'member.password.same': 'auth_error_password_same',
  'member.password.insecure': 'auth_error_password_insecure',
  TOO_MANY_REQUEST: 'auth_error_too_many',
  // Seen upper case in one build and lower case on a live site (spec 5, 3.9): byCode compares without case.
  US_FORBIDDEN_LOGIN_ERROR: 'auth_error_forbidden',
};

/**
 * The message for a failed auth call: a known code in the visitor's language, otherwise the server's own
 * text, otherwise the translated message of the error's kind (network, timeout...).
 */
export function authErrorMessage(
  t: TFunction,
  error: unknown,
  overrides: Record<string, TranslationKey> = {},
) {
  if (isLoginRefusedError(error)) return t(error.messageKey);
  const geetest = geetestMessageKey(error);
  if (geetest) return t(geetest);
  const excluded = exclusionOf(error);
  if (excluded) {
    const end = formatZonedTime(excluded.endTime, languageEntry(currentLanguage())?.tag ?? 'en');
    return t(`auth_error_excluded_${excluded.kind}`, { end });
  }
  return failureText(t, error, { ...messageByCode, ...overrides });
}

/**
 * A login refused because the member took a time-out or excluded themselves (our design, mocks/README.md):
 * the refusal's value names the kind and the end, which the message must state in the member's language.
 */
function exclusionOf(error: unknown): { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; endTime: string } | null {
  if (!hasCode(error, 'login.member.excluded')) return null;
  const value = error.value as { kind?: unknown; endTime?: unknown } | null | undefined;
  const kind = value?.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIMEOUT';
  return typeof value?.endTime === 'string' && value.endTime !== '' ? { kind, endTime: value.endTime } : null;
}
