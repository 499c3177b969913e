import { useTranslation } from 'react-i18next';
import { useBalance } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';

/** Formats money in the wallet's currency and points as whole numbers, in the visitor's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const symbol = useBalance().data?.currencySymbol;
  return {
    money: (amount: number) => formatMoney(amount, locale, symbol),
    points: (points: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points),
  };
}
