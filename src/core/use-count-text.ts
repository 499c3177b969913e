import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEntry } from '@/i18n';

/** Counts grouped for the language (1,234 members). */
export function useCountText(): (count: number) => string {
  const { i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useCallback((count: number) => new Intl.NumberFormat(locale).format(count), [locale]);
}
