import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/api';
import { cashierKey } from './money-keys';
import { useMemberScope } from './member-scope';

export const UPLINE_NOT_FOUND = 'upline.not.found';

/**
 * MCS2_getUplineInfo: who the upline is and what may be sent now. Under the cashier's key, so a money
 * refresh reads the transferable amount again. A member without an upline is a final answer, not retried.
 */
export function uplineInfoQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...cashierKey, 'upline', scope] as const,
    queryFn: ({ signal }) => request('uplineInfo', { signal }),
    enabled,
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.code === UPLINE_NOT_FOUND),
  });
}

export function useUplineInfo() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(uplineInfoQuery(scope, member && !trial));
}

/** passwordCheck/MCS2_transferToUpline (encrypted): the amount in reais, two decimals at most. */
export function transferToUpline(transfer: { amount: number; withdrawPassword: string }) {
  return request('transferToUpline', { data: transfer });
}
