import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoint, relay, request } from '@/api';
import { depositOrderQuery } from '../order/deposit-order';
import { useMemberScope } from '@/core/account-scope';
import { recordsKey } from '@/core/money-keys';
import { saferGamblingKey } from '@/core/api/safer-gambling';
import { depositOrderShape, type DepositOrder } from '@/core/money-shapes';

/** A new deposit order: where to pay and what the QR code carries (our design, mocks/README.md). */
export const createDepositOrder = endpoint({
  name: 'createDepositOrder',
  link: relay('PAYFE_createDepositOrder'),
  moduleId: 'DEPOSIT3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: depositOrderShape,
});

export interface NewDepositOrder {
  channelId: string;
  /** In reais. */
  amount: number;
}

export function sendDepositOrder({ channelId, amount }: NewDepositOrder): Promise<DepositOrder> {
  return request(createDepositOrder, { data: { channelId, amount } });
}

/**
 * The new order goes straight into the cache, so its view needs no second call, and the account record
 * (which gains a pending line) and the deposit limits' use are read again when next shown.
 */
export function useCreateDepositOrder(): (order: NewDepositOrder) => Promise<DepositOrder> {
  const { scope } = useMemberScope();
  const queryClient = useQueryClient();
  return useCallback(
    async (input) => {
      const order = await sendDepositOrder(input);
      queryClient.setQueryData(depositOrderQuery(scope, order.orderNo).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      // The order counts against the deposit limits at once, paid or not.
      void queryClient.invalidateQueries({ queryKey: saferGamblingKey });
      return order;
    },
    [queryClient, scope],
  );
}
