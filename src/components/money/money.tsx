import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { languageEntry } from '@/i18n/languages';

export interface MoneyProps {
  amount: number;
  /** The server's currency symbol, e.g. "R$". */
  symbol?: string;
  className?: string;
}

/** An amount with 2 decimals and the currency symbol, grouped for the current language. */
export function Money({ amount, symbol, className }: MoneyProps) {
  const { i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  return <span className={className}>{formatMoney(amount, locale, symbol)}</span>;
}
