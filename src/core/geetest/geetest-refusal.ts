import { isApiError } from '@/api';
import type { TranslationKey } from '@/i18n';
import { GeetestNotPassed } from './geetest-widget';

/**
 * A login or registration the platform refused for its Geetest check: live merchants answer an error code
 * containing `geetest` (`geetest_captcha_err`) and `#1066` (spec 5: 60869790030 @~19,200); either, in the
 * code or the message, in any case.
 */
export function isGeetestRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return false;
  return /geetest|#1066/i.test(`${error.code ?? ''} ${error.message}`);
}

/** The message for a Geetest check that did not happen or did not hold; undefined for any other failure. */
export function geetestMessageKey(error: unknown): TranslationKey | undefined {
  if (error instanceof GeetestNotPassed) {
    return error.reason === 'closed' ? 'auth_geetest_closed' : 'auth_geetest_unavailable';
  }
  return isGeetestRefusal(error) ? 'auth_geetest_again' : undefined;
}
