import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type ResponseOf } from '@/api';
import { cashierKey } from './money-keys';
import { useMemberScope } from './member-scope';

/** A withdrawal as the server answers it (the request, the list and the receipt confirmation). */
export type Withdrawal = ResponseOf<'withdraw'>;
export type WithdrawInfo = ResponseOf<'withdrawInfo'>;

export const withdrawInfoKey = [...cashierKey, 'withdrawInfo'] as const;
export const withdrawalsKey = [...cashierKey, 'withdrawals'] as const;

/** Rows per page of the withdrawal history: the centre is a dialog, a short page reads best there. */
export const WITHDRAWALS_PAGE_SIZE = 5;

/** PAYFE_getWithdrawInfo: what the main wallet lets the member withdraw now, and the site's limits. */
export function withdrawInfoQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawInfoKey, scope] as const,
    queryFn: ({ signal }) => request('withdrawInfo', { signal }),
    enabled,
    // Money on screen is read afresh each time the page opens.
    staleTime: 0,
  });
}

export function useWithdrawInfo() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(withdrawInfoQuery(scope, member && !trial));
}

interface WithdrawalFilter {
  pageNo: number;
  pageSize: number;
  receiptStatus?: string;
}

/** PAYFE_getWithdrawals, newest first. */
export function withdrawalsQuery(scope: string, filter: WithdrawalFilter, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawalsKey, scope, filter] as const,
    queryFn: ({ signal }) => request('withdrawals', { params: { ...filter }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** One page of the member's withdrawals; the previous page stays on screen while the next one comes. */
export function useWithdrawals(pageNo: number) {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    ...withdrawalsQuery(scope, { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE }, member && !trial),
    placeholderData: keepPreviousData,
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
  const page = await request('withdrawals', {
    params: { pageNo: 1, pageSize: 20, receiptStatus: 'AUTO_RECEIVED' },
  });
  return page.content.find((w) => w.withdrawalNo === withdrawalNo) ?? null;
}

export interface WithdrawRequest {
  /** In reais, two decimals at most. */
  amount: number;
  bankAccountId: string;
  withdrawPassword: string;
}

/** passwordCheck/PAYFE_withdraw, sealed by the client: the amount leaves the main wallet at once. */
export function requestWithdrawal(input: WithdrawRequest): Promise<Withdrawal> {
  return request('withdraw', {
    data: {
      amount: input.amount,
      bankAccountId: Number(input.bankAccountId),
      withdrawPassword: input.withdrawPassword,
    },
  });
}

export type ReceiptAnswer = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';

export interface ReceiptConfirmation {
  withdrawalNo: string;
  receiptStatus: ReceiptAnswer;
  /** Reais, only with a partly received answer. */
  receivedAmount?: number;
  /** A data: URL of a png or jpg, only with a not received answer. */
  proofImage?: string;
}

/** PAYFE_confirmWithdrawal, as JSON (the proof travels as a data: URL). */
export function confirmReceipt(confirmation: ReceiptConfirmation): Promise<Withdrawal> {
  return request('confirmWithdrawal', { data: confirmation });
}
