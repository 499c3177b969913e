import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { formatRecordDay, formatRecordTime, formatShortDay, formatSignedMoney } from '@/lib/record-format';

/** Until the balance has said which currency the member keeps, the site's usual one. */
const DEFAULT_SYMBOL = 'R$';

export interface RecordFormat {
  locale: string;
  money: (amount: number) => string;
  signed: (amount: number) => string;
  day: (day: string) => string;
  shortDay: (day: string) => string;
  time: (text: string) => string;
}

/** The records' dates and amounts for the visitor's language and the member's currency. */
export function useRecordFormat(): RecordFormat {
  const { i18n } = useTranslation();
  const symbol = useBalance().data?.currencySymbol || DEFAULT_SYMBOL;
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useMemo(
    () => ({
      locale,
      money: (amount) => formatMoney(amount, locale, symbol),
      signed: (amount) => formatSignedMoney(amount, locale, symbol),
      day: (day) => formatRecordDay(day, locale),
      shortDay: (day) => formatShortDay(day, locale),
      time: (text) => formatRecordTime(text, locale),
    }),
    [locale, symbol],
  );
}
