import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@/core';
import { languageEntry } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { formatRecordTime, formatSignedMoney } from '@/lib/record-format';

/** The reports' amounts and times as the member centre's records write them, in the site's currency. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const symbol = useSystemStatus().data?.info.currencySymbol ?? 'R$';
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, locale, symbol),
      signed: (amount: number) => formatSignedMoney(amount, locale, symbol),
      time: (text: string) => formatRecordTime(text, locale),
    }),
    [locale, symbol],
  );
}
