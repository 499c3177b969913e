import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';

/** Money in the wallet's currency, in the visitor's language. */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const symbol = useSystemStatus().data?.info.currencySymbol;
  return (amount) => formatMoney(amount, locale, symbol);
}
