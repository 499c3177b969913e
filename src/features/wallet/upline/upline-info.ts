import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, hasCode, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

export const UPLINE_NOT_FOUND = 'upline.not.found';

/** Who the upline is and what may be sent now (our design, mocks/README.md). */
export const uplineInfo = endpoint({
  name: 'uplineInfo',
  link: relay('MCS2_getUplineInfo'),
  moduleId: 'FUNDTRANS3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    uplineAccount: text,
    uplineName: text,
    transferableAmount: amount,
    minAmount: amount,
    maxAmount: amount,
  }),
});
export type UplineInfo = z.infer<typeof uplineInfo.response>;

export function fetchUplineInfo(signal?: AbortSignal): Promise<UplineInfo> {
  return request(uplineInfo, { signal });
}

/**
 * Under the cashier's key, so a money refresh reads the transferable amount again. A member without an
 * upline is a final answer, not retried.
 */
export function uplineInfoQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...cashierKey, 'upline', scope] as const,
    queryFn: ({ signal }) => fetchUplineInfo(signal),
    enabled,
    retry: (failures, error) => failures < 1 && !hasCode(error, UPLINE_NOT_FOUND),
  });
}

export function useUplineInfo() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(uplineInfoQuery(scope, member && !trial));
}
