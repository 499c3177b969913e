import { useEffect, useRef } from 'react';
import { useRefreshMoney } from '@/core/money-keys';
import type { DepositStatus } from './deposit-status';

/**
 * When the back office decides the order, the header's balance and the records follow at once: an
 * approval credits the main wallet, and either outcome changes the order's line in the account record.
 * An order already decided when the view opens reads them once more, which costs one call and can only
 * correct what is on screen.
 */
export function useRefreshOnDecision(status: DepositStatus | null): void {
  const refreshMoney = useRefreshMoney();
  const seen = useRef<DepositStatus | null>(null);
  useEffect(() => {
    const decided = status === 'APPROVED' || status === 'REJECTED';
    if (decided && seen.current !== status) void refreshMoney();
    seen.current = status;
  }, [status, refreshMoney]);
}
