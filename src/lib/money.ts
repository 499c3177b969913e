/** Amounts are always shown with exactly 2 decimals (product rules: constants and limits), grouped for the reader's locale. */
export function formatAmount(amount: number, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Amount with the server's currency symbol in front, e.g. "R$ 1,234.50". */
export function formatMoney(amount: number, locale: string, symbol?: string): string {
  const formatted = formatAmount(amount, locale);
  return symbol ? `${symbol} ${formatted}` : formatted;
}
