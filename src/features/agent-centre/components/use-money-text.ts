import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';

/** Reais as the site shows money: its currency symbol, two decimals, grouped for the language. */
export function useMoneyText(): (reais: number) => string {
  const { i18n } = useTranslation();
  const symbol = useSystemStatus().data?.info.currencySymbol;
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useCallback((reais: number) => formatMoney(reais, locale, symbol), [locale, symbol]);
}

/** Counts grouped for the language (1,234 members). */
export function useCountText(): (count: number) => string {
  const { i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useCallback((count: number) => new Intl.NumberFormat(locale).format(count), [locale]);
}
