import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from '@/core/account-scope';

const mission = z.object({
  missionId: id,
  title: text,
  target: amount,
  progress: amount,
  reward: z._default(amount, 0),
  status: text,
});
export type Mission = z.infer<typeof mission>;

/**
 * This period's missions and the member's progress in each. The reference's lott.MissionSummary and the
 * platform's member centre (70542479384 @~876,000) send no module id and pass the answer through: its
 * fields are our design (mocks/README.md, Invite friends and missions).
 */
export const missionSummary = endpoint({
  name: 'missionSummary',
  link: relay('MCSFE_getMissionSummaryDetails'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.object({
    missions: z._default(z.array(mission), []),
    endTime: z.nullish(z.string()),
  }),
});

/** Under the member root: the end of a session drops them with the rest of the member's data. */
export const missionsKey = [...memberKeyRoot, 'missions'] as const;

export function fetchMissionSummary(signal?: AbortSignal) {
  return request(missionSummary, { signal });
}

export function missionSummaryQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'summary', scope] as const,
    queryFn: ({ signal }) => fetchMissionSummary(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useMissionSummary() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionSummaryQuery(scope, member && !trial));
}
