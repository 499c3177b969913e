import { centsOf } from '../money-input';

/** What one money action may move, in reais: the site's bounds and, where it is known, what the wallet holds. */
export interface AmountLimits {
  min: number;
  max: number;
  available?: number;
}

export type AmountProblem = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'aboveBalance';

const toCents = (reais: number) => Math.round(reais * 100);

/**
 * The typed amount in cents, or why it cannot be sent. Compared in cents, so 10.1 never fails a 10.10 minimum
 * through floating point. The server checks the same bounds; asking first keeps the message on the field.
 */
export function checkAmount(
  typed: string,
  limits: AmountLimits,
): { cents: number; problem?: undefined } | { problem: AmountProblem } {
  if (typed.trim() === '') return { problem: 'required' };
  const cents = centsOf(typed);
  if (cents === null) return { problem: 'format' };
  if (cents < toCents(limits.min)) return { problem: 'belowMin' };
  if (cents > toCents(limits.max)) return { problem: 'aboveMax' };
  if (limits.available !== undefined && cents > toCents(limits.available)) return { problem: 'aboveBalance' };
  return { cents };
}

/** The member centre's rule for the withdraw (payment) password (spec 5 3.2 #26, 70542479384 @~627,500). */
export const WITHDRAW_PASSWORD = /^[a-zA-Z0-9]{6,15}$/;

/** What is wrong with a typed withdraw password, if anything: 6 to 15 letters and digits. */
export function checkWithdrawPassword(typed: string): 'required' | 'format' | null {
  if (typed === '') return 'required';
  return WITHDRAW_PASSWORD.test(typed) ? null : 'format';
}
