import { checkAmount } from '@/core/money-form/amount-limits';

/** The bounds of one withdrawal, in reais, as PAYFE_getWithdrawInfo gives them. */
export interface WithdrawLimits {
  minAmount: number;
  maxAmount: number;
  withdrawableAmount: number;
}

const toCents = (reais: number) => Math.round(reais * 100);

/** The most one withdrawal may take now, in cents: the site's maximum or what the main wallet holds. */
export function withdrawCeilingCents(limits: WithdrawLimits): number {
  return Math.max(0, Math.min(toCents(limits.maxAmount), toCents(limits.withdrawableAmount)));
}

/** Whether the main wallet holds enough for the smallest withdrawal at all. */
export function canWithdraw(limits: WithdrawLimits): boolean {
  return withdrawCeilingCents(limits) >= toCents(limits.minAmount);
}

/** The typed amount in cents, or why it cannot be sent: the money form's amount rule with these bounds. */
export function checkWithdrawAmount(typed: string, limits: WithdrawLimits) {
  return checkAmount(typed, {
    min: limits.minAmount,
    max: limits.maxAmount,
    available: limits.withdrawableAmount,
  });
}

/** How an amount in cents is written back into the amount field (the "Max" shortcut). */
export function typedAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
