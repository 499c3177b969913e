/** Digits with at most two decimals, as a member types an amount (the product: money inputs). */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The typed amount with a point before the cents. A comma before one or two final digits is a decimal
 * mark in any language ("250,50", as Brazilians write it): a thousands group has three digits, so
 * "1,000" is never taken for one real; it stays malformed.
 */
export function moneyText(typed: string): string {
  return typed.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
}

/** The amount typed, in cents, or null when it is not a well-formed positive amount. */
export function centsOf(typed: string): number | null {
  const value = moneyText(typed);
  if (!MONEY_PATTERN.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? cents : null;
}
