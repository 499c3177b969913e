import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, figure, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { depositKey, recordsKey } from '@/core/money-keys';
import { saferGamblingKey } from '@/core/api/safer-gambling';

/** One deposit of the record; the items' fields are our design (mocks/README.md, Deposits). */
const depositLine = z.object({
  transactionId: text,
  amount,
  status: z._default(z.string(), ''),
  createTime: text,
  depositMethod: text,
  vendorName: text,
});
export type DepositLine = z.infer<typeof depositLine>;

/** The member's deposits, newest first (spec 5, 2.4: `value {list, footer, totalPages}`). */
export const depositTransactionReport = endpoint({
  name: 'depositTransactionReport',
  link: relay('MCSFE_getDepositTransactionReport'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~640,500',
  response: z.object({
    list: z._default(z.array(depositLine), []),
    footer: z.nullish(z.looseObject({ totalAmount: z.optional(figure) })),
    totalPages: z._default(figure, 0),
  }),
});

/** Cancels a pending deposit (spec 5, 2.4: POST, `alert: false`; the body `{transactionId}` is our design). */
export const cancelDeposit = endpoint({
  name: 'cancelDeposit',
  link: relay('MCSFE_cancelDeposit'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~700,000',
  response: z.unknown(),
});

export const RECENT_DEPOSITS = 5;

export function depositRecordsQuery(scope: string) {
  return queryOptions({
    queryKey: [...depositKey, 'records', scope] as const,
    queryFn: ({ signal }) =>
      request(depositTransactionReport, { params: { pageNo: 1, pageSize: RECENT_DEPOSITS }, signal }),
    staleTime: 30_000,
  });
}

export function useDepositRecords() {
  const { scope } = useMemberScope();
  return useQuery(depositRecordsQuery(scope));
}

/** Cancels, then reads the deposits, the account record and the limits' use again. */
export function useCancelDeposit(): (transactionId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (transactionId) => {
      await request(cancelDeposit, { data: { transactionId } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKey }),
        queryClient.invalidateQueries({ queryKey: recordsKey }),
        queryClient.invalidateQueries({ queryKey: saferGamblingKey }),
      ]);
    },
    [queryClient],
  );
}
