import type { Balance } from '@/api';
import type { WithdrawAccounts } from '../withdraw-accounts';
import type { WithdrawSettings } from '../withdraw-settings';

/** The bounds of one withdrawal now, in reais. */
export interface WithdrawLimits {
  min: number;
  max: number;
  /** The main wallet (accountTypeId 2), bounded by what is left of today's limit. */
  withdrawable: number;
  mainWallet: number;
  remainingTimes: number | null;
}

/**
 * The bounds as the member centre works them out (71034253453 @0-16,000, ~64,000): the card limits of
 * the account info when its `limitFlag` is on, else the site's settings; what can go is the main wallet,
 * never more than what is left today.
 */
export function withdrawableOf(
  settings: WithdrawSettings,
  accounts: WithdrawAccounts,
  balance: Balance,
): WithdrawLimits {
  const main = balance.balance.find((line) => line.kind === 'main')?.availBalance ?? 0;
  const min = (accounts.limitFlag ? accounts.minWithdrawal : null) ?? settings.minimumAmount;
  const max = (accounts.limitFlag ? accounts.maxWithdrawal : null) ?? settings.maximumAmount;
  const left = accounts.remainingWithdrawAmount;
  const withdrawable = Math.max(0, left === null ? main : Math.min(main, left));
  const times = accounts.remainingTransactionTimes;
  return { min, max, withdrawable: times === 0 ? 0 : withdrawable, mainWallet: main, remainingTimes: times };
}

/** The most one withdrawal may take now. */
export const ceilingOf = (limits: WithdrawLimits) => Math.min(limits.max, limits.withdrawable);
