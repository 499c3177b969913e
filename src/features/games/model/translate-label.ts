import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n';

/**
 * Category names arrive as translation keys from the server (product rules: data the portal reads and keeps); a key this build does
 * not know shows as the raw category key rather than as a key name.
 */
export function translateLabel(
  t: TFunction,
  i18n: { exists: (key: string) => boolean },
  key: string,
  fallback: string,
) {
  return i18n.exists(key) ? t(key as TranslationKey) : fallback;
}
