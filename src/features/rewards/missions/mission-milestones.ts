import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, flag, id, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { missionsKey } from './mission-summary';

/** A milestone of the period's mission points and its reward: our design. */
const milestone = z.object({
  milestoneId: id,
  points: amount,
  reward: z._default(z.catch(amount, 0), 0),
  reached: z._default(z.catch(flag, false), false),
});
export type Milestone = z.infer<typeof milestone>;

export const missionMilestones = endpoint({
  name: 'missionMilestones',
  link: relay('MCSFE_getMissionMilestones'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~876,000',
  response: z.object({ points: z._default(z.catch(amount, 0), 0), list: tolerantList(milestone) }),
});

export function missionMilestonesQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'milestones', scope] as const,
    queryFn: ({ signal }) => request(missionMilestones, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useMissionMilestones() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionMilestonesQuery(scope, member && !trial));
}
