import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balance } from '@/api';
import { languageEntry } from '@/i18n';
import { currencySign, formatMoney, type Currency, type CurrencySign } from '@/lib/money';
import { formatSignedMoney } from '@/lib/money';
import { balanceQuery } from './api/balance-query';
import { useSystemStatus } from './site-config';
import { selectToken, useSessionStore } from './session-store';

export interface MoneyFormat {
  /** The reader's language tag, for the figures a screen formats itself (counts, dates). */
  locale: string;
  /** "R$ 1,234.50": the currency's sign, two decimals, grouped for the language. */
  money: (amount: number) => string;
  /** "+R$ 12.50", "−R$ 12.50": a record's gain or loss. */
  signed: (amount: number) => string;
  /** The sign on its own and its side, for a field or a counter that draws it apart; null while unknown. */
  sign: CurrencySign | null;
}

const currencyOfBalance = (answer: Balance): Currency => ({
  code: answer.currency || undefined,
  symbol: answer.currencySymbol || undefined,
  position: answer.currencyPosition,
});

/**
 * Money as the site shows it, in the site's currency. The member's balance answer names the currency, its
 * symbol and place (spec 5, 2.3) and is taken whole where it names one; before that (and for visitors) the
 * start-up answer's currency and symbol. The balance is only read here, never asked for: the header asks.
 * Before either arrives the figure stands alone, so a wallet not yet loaded never shows another sign.
 */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const info = useSystemStatus().data?.info;
  const token = useSessionStore(selectToken);
  const fromBalance = useQuery({ ...balanceQuery(token), enabled: false, select: currencyOfBalance }).data;
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const named = fromBalance?.code || fromBalance?.symbol ? fromBalance : undefined;
  const code = named ? named.code : info?.currency;
  const symbol = named ? named.symbol : info?.currencySymbol;
  const position = named?.position;
  return useMemo(() => {
    const currency: Currency = { code, symbol, position };
    return {
      locale,
      money: (amount) => formatMoney(amount, locale, currency),
      signed: (amount) => formatSignedMoney(amount, locale, currency),
      sign: currencySign(currency, locale),
    };
  }, [locale, code, symbol, position]);
}
