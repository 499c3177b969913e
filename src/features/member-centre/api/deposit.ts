import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api';
import type { DepositOrder } from '@/api/schemas/cashier';
import { isLostAnswer } from '@/api/lost-answer';
import { isAwaitingPayment } from '../model/deposit-status';
import { useMemberScope } from './member-scope';
import { cashierKey, recordsKey } from './money-keys';

/** How often a pending order is asked about: the back office decides within minutes, not seconds. */
export const DEPOSIT_POLL_MS = 5_000;

const depositKey = [...cashierKey, 'deposit'] as const;

/** Only a lost answer is worth asking again at once; a refusal (an unknown order, say) stays one. */
const retryLostOnce = (failures: number, error: unknown) => failures < 1 && isLostAnswer(error);

export function depositChannelsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...depositKey, 'channels', scope] as const,
    queryFn: ({ signal }) => request('depositChannels', { signal }).then((answer) => answer.list),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function depositOrderQuery(scope: string, orderNo: string) {
  return queryOptions({
    queryKey: [...depositKey, 'order', scope, orderNo] as const,
    queryFn: ({ signal }) => request('depositOrder', { params: { orderNo }, signal }),
    // Polled only while the member may still be paying; a decided order does not change again.
    refetchInterval: (query) => (isAwaitingPayment(query.state.data) ? DEPOSIT_POLL_MS : false),
    // The answer the order was created with counts as fresh: its view starts without a second call.
    staleTime: DEPOSIT_POLL_MS,
    retry: retryLostOnce,
  });
}

/** PAYFE_getDepositChannels: the merchant's channels with their limits and preset amounts. */
export function useDepositChannels() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(depositChannelsQuery(scope, member && !trial));
}

/** PAYFE_getDepositOrder, polled while the order is pending. */
export function useDepositOrder(orderNo: string) {
  const { scope } = useMemberScope();
  return useQuery(depositOrderQuery(scope, orderNo));
}

/**
 * PAYFE_createDepositOrder. The new order goes straight into the cache, so its view needs no second call,
 * and the account record (which gains a pending line) is read again when next shown.
 */
export function useCreateDepositOrder(): (order: {
  channelId: string;
  amount: number;
}) => Promise<DepositOrder> {
  const { scope } = useMemberScope();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ channelId, amount }) => {
      const order = await request('createDepositOrder', { data: { channelId, amount } });
      queryClient.setQueryData(depositOrderQuery(scope, order.orderNo).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      return order;
    },
    [queryClient, scope],
  );
}
