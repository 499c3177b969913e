import { byCode, errorMessageKey, isApiError } from '@/api';
import type { TranslationKey } from '@/i18n';
import type { RegisterFieldName } from './register-fields';
import type { Translate } from './translate';

/** Server error codes that belong to one field, with the portal's own translated message. */
const fieldErrors: Readonly<Record<string, [RegisterFieldName, TranslationKey]>> = {
  'member.username.duplicated': ['username', 'reg_error_username_taken'],
  customer_mobile_no_duplicated: ['mobileNum', 'reg_error_mobile_taken'],
  'verification.code.invalid': ['verificationCode', 'reg_error_code_invalid'],
  'register.password.mismatch': ['confirmPassword', 'reg_confirm_mismatch'],
  'affiliate.code.invalid': ['affiliateCode', 'reg_affiliate_invalid'],
  'login.captcha.incorrect': ['captcha', 'reg_error_captcha'],
  'register.captcha.incorrect': ['captcha', 'reg_error_captcha'],
};

export interface ExplainedError {
  /** The field the error is about, when the server named one we know. */
  field?: RegisterFieldName;
  message: string;
}

/** A failed registration call as a message for the person, attached to its field when there is one. */
export function explainRegisterError(error: unknown, t: Translate): ExplainedError {
  if (isApiError(error)) {
    const known = byCode(fieldErrors, error);
    if (known) return { field: known[0], message: t(known[1]) };
    if (error.serverMessage) return { message: error.serverMessage };
  }
  return { message: t(errorMessageKey(error) as TranslationKey) };
}
