import { useMoneyFormat } from '@/core/money-format';

/** Money as the site shows it, and points as whole numbers, in the visitor's language. */
export function useFormats() {
  const { money, locale } = useMoneyFormat();
  return {
    money,
    points: (points: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points),
  };
}
