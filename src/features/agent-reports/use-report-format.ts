import { useMemo } from 'react';
import { useMoneyFormat } from '@/core/money-format';
import { formatRecordTime } from '@/lib/record-format';

/** The reports' amounts and times as the member centre's records write them, in the site's currency. */
export function useReportFormat() {
  const { money, signed, locale } = useMoneyFormat();
  return useMemo(
    () => ({ money, signed, time: (text: string) => formatRecordTime(text, locale) }),
    [money, signed, locale],
  );
}
