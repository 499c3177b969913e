import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';

/** The part of i18next's `t` a form's rules need, so pure functions can be tested with any language. */
export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** i18next's t as the plain function a form's rules take; a new one when the language changes. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, values) => t(key, values), [t]);
}
