import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { formatSignedMoney } from '@/lib/record-format';
import { useSystemStatus } from './site-config';

export interface MoneyFormat {
  /** The reader's language tag, for the figures a screen formats itself (counts, dates). */
  locale: string;
  /** "R$ 1,234.50": the currency symbol, two decimals, grouped for the language. */
  money: (amount: number) => string;
  /** "+R$ 12.50", "−R$ 12.50": a record's gain or loss. */
  signed: (amount: number) => string;
}

/**
 * Money as the site shows it. The symbol is the server's currency (the site's configuration), the one source
 * every screen reads, so a wallet not yet loaded never shows another sign; before the configuration arrives
 * the figure stands alone.
 */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const symbol = useSystemStatus().data?.info.currencySymbol;
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useMemo(
    () => ({
      locale,
      money: (amount) => formatMoney(amount, locale, symbol),
      signed: (amount) => formatSignedMoney(amount, locale, symbol),
    }),
    [locale, symbol],
  );
}
