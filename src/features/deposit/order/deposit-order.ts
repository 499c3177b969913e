import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, relay, request } from '@/api';
import { isLostAnswer } from '@/api/lost-answer';
import { isAwaitingPayment } from './deposit-status';
import { useMemberScope } from '@/core/account-scope';
import { depositKey } from '@/core/money-keys';
import { depositOrderShape, type DepositOrder } from '@/core/money-shapes';

/** How often a pending order is asked about: the back office decides within minutes, not seconds. */
export const DEPOSIT_POLL_MS = 5_000;

/** One of the member's deposit orders, by number (our design, mocks/README.md). */
export const depositOrder = endpoint({
  name: 'depositOrder',
  link: relay('PAYFE_getDepositOrder'),
  moduleId: 'DEPOSIT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: depositOrderShape,
});

export function fetchDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return request(depositOrder, { params: { orderNo }, signal });
}

/** Only a lost answer is worth asking again at once; a refusal (an unknown order, say) stays one. */
const retryLostOnce = (failures: number, error: unknown) => failures < 1 && isLostAnswer(error);

export function depositOrderQuery(scope: string, orderNo: string) {
  return queryOptions({
    queryKey: [...depositKey, 'order', scope, orderNo] as const,
    queryFn: ({ signal }) => fetchDepositOrder(orderNo, signal),
    // Polled only while the member may still be paying; a decided order does not change again.
    refetchInterval: (query) => (isAwaitingPayment(query.state.data) ? DEPOSIT_POLL_MS : false),
    // The answer the order was created with counts as fresh: its view starts without a second call.
    staleTime: DEPOSIT_POLL_MS,
    retry: retryLostOnce,
  });
}

/** Polled while the order is pending. */
export function useDepositOrder(orderNo: string) {
  const { scope } = useMemberScope();
  return useQuery(depositOrderQuery(scope, orderNo));
}
