import { useMemo } from 'react';
import { useMoneyFormat, type MoneyFormat } from '@/core/money-format';
import { formatRecordDay, formatRecordTime, formatShortDay } from '@/lib/record-format';

export interface RecordFormat extends MoneyFormat {
  day: (day: string) => string;
  shortDay: (day: string) => string;
  time: (text: string) => string;
}

/** The records' dates for the visitor's language, beside the site's money. */
export function useRecordFormat(): RecordFormat {
  const format = useMoneyFormat();
  const { locale } = format;
  return useMemo(
    () => ({
      ...format,
      day: (day) => formatRecordDay(day, locale),
      shortDay: (day) => formatShortDay(day, locale),
      time: (text) => formatRecordTime(text, locale),
    }),
    [format, locale],
  );
}
