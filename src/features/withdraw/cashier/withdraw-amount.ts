import { centsOf } from '@/core/money-input';

/** The bounds of one withdrawal, in reais, as PAYFE_getWithdrawInfo gives them. */
export interface WithdrawLimits {
  minAmount: number;
  maxAmount: number;
  withdrawableAmount: number;
}

export type AmountProblem = 'required' | 'format' | 'belowMin' | 'aboveMax' | 'aboveBalance';

const toCents = (reais: number) => Math.round(reais * 100);

/** The most one withdrawal may take now, in cents: the site's maximum or what the main wallet holds. */
export function withdrawCeilingCents(limits: WithdrawLimits): number {
  return Math.max(0, Math.min(toCents(limits.maxAmount), toCents(limits.withdrawableAmount)));
}

/** Whether the main wallet holds enough for the smallest withdrawal at all. */
export function canWithdraw(limits: WithdrawLimits): boolean {
  return withdrawCeilingCents(limits) >= toCents(limits.minAmount);
}

/**
 * The typed amount in cents, or why it cannot be sent. The server checks the same bounds; asking first
 * spares the member a round trip and keeps the message next to the field.
 */
export function checkWithdrawAmount(
  typed: string,
  limits: WithdrawLimits,
): { cents: number; problem?: undefined } | { problem: AmountProblem } {
  if (typed.trim() === '') return { problem: 'required' };
  const cents = centsOf(typed);
  if (cents === null) return { problem: 'format' };
  if (cents < toCents(limits.minAmount)) return { problem: 'belowMin' };
  if (cents > toCents(limits.maxAmount)) return { problem: 'aboveMax' };
  if (cents > toCents(limits.withdrawableAmount)) return { problem: 'aboveBalance' };
  return { cents };
}

/** How an amount in cents is written back into the amount field (the "Max" shortcut). */
export function typedAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
