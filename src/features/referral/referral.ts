import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeyRoot } from '@/core';
import { fetchReferralInfo } from '@/core/api/referral-info';
import { useMemberScope } from '@/core/account-scope';

/** Under the member root: the end of a session drops it with the rest of the member's data. */
export const referralKey = [...memberKeyRoot, 'referral'] as const;

/** The member's code and link, the friends invited and the rewards (src/core/api/referral-info.ts). */
export function referralInfoQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...referralKey, scope] as const,
    queryFn: ({ signal }) => fetchReferralInfo(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useReferralInfo() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(referralInfoQuery(scope, member && !trial));
}
