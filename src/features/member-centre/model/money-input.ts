/** Digits with at most two decimals, as a member types an amount (spec 2: money inputs). */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** The amount typed, in cents, or null when it is not a well-formed positive amount. */
export function centsOf(typed: string): number | null {
  const value = typed.trim();
  if (!MONEY_PATTERN.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? cents : null;
}
