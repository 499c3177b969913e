import type { TFunction } from 'i18next';
import { byCode, errorMessageKey, isApiError } from '@/api';
import type { TranslationKey } from '@/i18n';

/**
 * The message for a failed call: a known server code in the visitor's language, otherwise the server's
 * own text, otherwise the translated message of the failure's kind (network, timeout, malformed...).
 */
export function failureText(
  t: TFunction,
  error: unknown,
  messageByCode: Readonly<Record<string, TranslationKey>> = {},
): string {
  if (isApiError(error)) {
    const key = byCode(messageByCode, error);
    if (key) return t(key);
    if (error.serverMessage) return error.serverMessage;
  }
  return t(errorMessageKey(error) as TranslationKey);
}
