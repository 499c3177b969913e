import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from './member-scope';

/** Under the member root: the end of a session drops them with the rest of the member's data. */
export const missionsKey = [...memberKeyRoot, 'missions'] as const;

/** MCSFE_getMissionSummaryDetails: this period's missions and the member's progress in each. */
export function missionSummaryQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'summary', scope] as const,
    queryFn: ({ signal }) => request('missionSummary', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** MCSFE_getMissionLeaderboard: the top of the leaderboard and the member's own rank. */
export function missionLeaderboardQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'leaderboard', scope] as const,
    queryFn: ({ signal }) => request('missionLeaderboard', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useMissionSummary() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionSummaryQuery(scope, member && !trial));
}

export function useMissionLeaderboard() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionLeaderboardQuery(scope, member && !trial));
}
