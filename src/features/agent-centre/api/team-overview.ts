import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { useAgentScope } from './agent-scope';
import { agentKey } from './consolidated';

export type TeamPeriod = 'TODAY' | 'YESTERDAY' | 'WEEK' | 'MONTH';
export const teamPeriods: readonly TeamPeriod[] = ['TODAY', 'YESTERDAY', 'WEEK', 'MONTH'];

/** ODSFE2_getTeamOverview (our design): the team's figures for one period and its day-by-day trend. */
export function teamOverviewQuery(scope: string, period: TeamPeriod, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'teamOverview', scope, period] as const,
    queryFn: ({ signal }) => request('teamOverview', { params: { period }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useTeamOverview(period: TeamPeriod) {
  const { scope, agent } = useAgentScope();
  return useQuery(teamOverviewQuery(scope, period, agent));
}
