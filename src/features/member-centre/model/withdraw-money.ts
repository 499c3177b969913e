import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';

/** Formats reais as the site shows money: its currency symbol, two decimals, the reader's grouping. */
export function useMoneyText(): (amount: number) => string {
  const { i18n } = useTranslation();
  const symbol = useSystemStatus().data?.info.currencySymbol;
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useCallback((amount: number) => formatMoney(amount, locale, symbol), [locale, symbol]);
}
