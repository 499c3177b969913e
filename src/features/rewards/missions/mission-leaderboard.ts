import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, listAnswer, text } from '@/api/schemas/common';
import { missionsKey } from './mission-summary';
import { useMemberScope } from '@/core/account-scope';

const leaderboardEntry = z.object({
  rank: amount,
  account: text,
  points: amount,
  reward: z._default(amount, 0),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/**
 * The top of the leaderboard and the member's own rank. The reference's lott.MissionLeaderboard sends no
 * module id and passes the answer through: its fields are our design (mocks/README.md).
 */
export const missionLeaderboard = endpoint({
  name: 'missionLeaderboard',
  link: relay('MCSFE_getMissionLeaderboard'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.extend(listAnswer(leaderboardEntry), {
    me: z.nullish(z.object({ rank: z.nullish(amount), points: z._default(amount, 0) })),
  }),
});

export function fetchMissionLeaderboard(signal?: AbortSignal) {
  return request(missionLeaderboard, { signal });
}

export function missionLeaderboardQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'leaderboard', scope] as const,
    queryFn: ({ signal }) => fetchMissionLeaderboard(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useMissionLeaderboard() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionLeaderboardQuery(scope, member && !trial));
}
