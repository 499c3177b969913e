import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeyRoot } from './member-data-keys';

/**
 * Every answer about the member's money (the balance, records, deposit orders, withdrawals, bank accounts,
 * what may be withdrawn or sent upline) lives under the wallet root: the end of a session drops them all,
 * and after a money action one call reads them all again.
 */
export const cashierKey = [...walletKeyRoot, 'cashier'] as const;
export const recordsKey = [...walletKeyRoot, 'records'] as const;
export const depositKey = [...cashierKey, 'deposit'] as const;

/** Reads again everything about the member's money that is on screen, and waits for it. */
export function useRefreshMoney(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKeyRoot }), [queryClient]);
}
