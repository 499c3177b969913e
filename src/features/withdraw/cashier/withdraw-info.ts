import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/** What the main wallet lets the member withdraw now, and the site's limits (our design). */
export const withdrawInfo = endpoint({
  name: 'withdrawInfo',
  link: relay('PAYFE_getWithdrawInfo'),
  moduleId: 'WITHDRAW3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    withdrawableAmount: amount,
    minAmount: amount,
    maxAmount: amount,
    receiptWindowMinutes: z.nullish(z.coerce.number()),
  }),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo.response>;

export const withdrawInfoKey = [...cashierKey, 'withdrawInfo'] as const;

export function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return request(withdrawInfo, { signal });
}

export function withdrawInfoQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...withdrawInfoKey, scope] as const,
    queryFn: ({ signal }) => fetchWithdrawInfo(signal),
    enabled,
    // Money on screen is read afresh each time the page opens.
    staleTime: 0,
  });
}

export function useWithdrawInfo() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(withdrawInfoQuery(scope, member && !trial));
}
