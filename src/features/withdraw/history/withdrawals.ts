import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { paging } from '@/api/schemas/paging';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';
import { withdrawalShape, type Withdrawal } from '@/core/money-shapes';

/**
 * The member's withdrawals filtered by receipt status (our design): only the receipt confirmation reads it
 * now; the history is MCSFE_getWithdrawTransactionReport (history/withdraw-report.ts).
 */
export const withdrawals = endpoint({
  name: 'withdrawals',
  link: relay('PAYFE_getWithdrawals'),
  moduleId: 'WITHDRAW3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({ content: z.array(withdrawalShape), ...paging }),
});
export type WithdrawalPage = z.infer<typeof withdrawals.response>;

export const withdrawalsKey = [...cashierKey, 'withdrawals'] as const;

interface WithdrawalFilter {
  pageNo: number;
  pageSize: number;
  receiptStatus?: string;
}

export function fetchWithdrawals(filter: WithdrawalFilter, signal?: AbortSignal): Promise<WithdrawalPage> {
  return request(withdrawals, { params: { ...filter }, signal });
}

export function withdrawalsQuery(scope: string, filter: WithdrawalFilter, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawalsKey, scope, filter] as const,
    queryFn: ({ signal }) => fetchWithdrawals(filter, signal),
    enabled,
    staleTime: 0,
  });
}

/** The paid withdrawals still waiting for the member to say what arrived. */
export function useAwaitingReceipts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(
    withdrawalsQuery(scope, { pageNo: 1, pageSize: 20, receiptStatus: 'AWAITING' }, member && !trial),
  );
}

/**
 * Whether a withdrawal that left the awaiting list did so because its deadline passed: it is then among
 * those the server counted as received. Read once, when a countdown ends, so it is not a cached query.
 */
export async function findAutoReceived(withdrawalNo: string): Promise<Withdrawal | null> {
  const page = await fetchWithdrawals({ pageNo: 1, pageSize: 20, receiptStatus: 'AUTO_RECEIVED' });
  return page.content.find((w) => w.withdrawalNo === withdrawalNo) ?? null;
}
