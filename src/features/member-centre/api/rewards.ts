import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from './member-scope';

/** Under the member root: the end of a session drops them with the rest of the member's data. */
export const rewardCentreKey = [...memberKeyRoot, 'reward-centre'] as const;

/** MCS2_getRafflePromotions: the raffles the member has entered, and where each stands. */
export function raffleListQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'raffles', scope] as const,
    queryFn: ({ signal }) => request('rafflePromotions', { signal }),
    enabled,
  });
}

/** MCS2_getRewardTickets: the member's prize wheel, red envelope and golden egg tickets. */
export function ticketListQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'tickets', scope] as const,
    queryFn: ({ signal }) => request('rewardTickets', { signal }),
    enabled,
  });
}

export function useRaffles() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(raffleListQuery(scope, member && !trial));
}

export function useRewardTickets() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(ticketListQuery(scope, member && !trial));
}

/** MCS2_claimRafflePromotion: the drawn prize goes to the main wallet. */
export function claimRaffle(raffleId: string) {
  return request('claimRaffle', { data: { raffleId } });
}

/** MCS2_openRewardTicket: the server reveals the ticket's prize and credits it. */
export function openRewardTicket(ticketId: string) {
  return request('openRewardTicket', { data: { ticketId } });
}

/** Reads the raffles and tickets again (after an action, or when an answer was lost). */
export function useRefreshRewards(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: rewardCentreKey }).catch(() => undefined),
    [queryClient],
  );
}
