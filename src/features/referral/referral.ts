import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeyRoot } from '@/core';
import { fetchReferralDetails } from '@/core/api/referral-details';
import { useMemberScope } from '@/core/account-scope';
import { fetchInviteChannels } from './api/invite-channels';
import { fetchReferralList } from './api/referral-list';
import { fetchReferralRules } from './api/referral-rules';

/** Under the member root: the end of a session drops it with the rest of the member's data. */
export const referralKey = [...memberKeyRoot, 'referral'] as const;

function useReferralScope() {
  const { scope, member, trial } = useMemberScope();
  return { scope, enabled: member && !trial };
}

/** The member's code, affiliate code, invitations and promotion domains (src/core/api/referral-details.ts). */
export function useReferralDetails() {
  const { scope, enabled } = useReferralScope();
  return useQuery(
    queryOptions({
      queryKey: [...referralKey, scope, 'details'] as const,
      queryFn: ({ signal }) => fetchReferralDetails(signal),
      enabled,
      staleTime: 30_000,
    }),
  );
}

export function useReferralFriends(page: number) {
  const { scope, enabled } = useReferralScope();
  return useQuery(
    queryOptions({
      queryKey: [...referralKey, scope, 'friends', page] as const,
      queryFn: ({ signal }) => fetchReferralList(page, signal),
      enabled,
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useReferralRules() {
  const { scope, enabled } = useReferralScope();
  return useQuery(
    queryOptions({
      queryKey: [...referralKey, scope, 'rules'] as const,
      queryFn: ({ signal }) => fetchReferralRules(signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
}

export function useInviteChannels() {
  const { scope, enabled } = useReferralScope();
  return useQuery(
    queryOptions({
      queryKey: [...referralKey, scope, 'channels'] as const,
      queryFn: ({ signal }) => fetchInviteChannels(signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
}
