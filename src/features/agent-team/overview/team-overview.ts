import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure, text } from '@/api/schemas/common';
import { agentKey, useAgentScope } from '@/core/agent-scope';

export const teamTrendDay = z.object({
  date: text,
  newMembers: figure,
  activeMembers: figure,
  deposits: figure,
  withdrawals: figure,
  validBets: figure,
  profitLoss: figure,
});
export type TeamTrendDay = z.infer<typeof teamTrendDay>;

/** The team's figures for one period and its day-by-day trend (our design, mocks/README.md Agent centre). */
export const teamOverview = endpoint({
  name: 'teamOverview',
  link: relay('ODSFE2_getTeamOverview'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    period: text,
    startDate: text,
    endDate: text,
    teamSize: figure,
    directMembers: figure,
    newMembers: figure,
    activeMembers: figure,
    firstDeposits: figure,
    firstDepositAmount: figure,
    deposits: figure,
    withdrawals: figure,
    validBets: figure,
    profitLoss: figure,
    trend: z._default(z.array(teamTrendDay), []),
  }),
});
export type TeamOverview = z.infer<typeof teamOverview.response>;

export type TeamPeriod = 'TODAY' | 'YESTERDAY' | 'WEEK' | 'MONTH';
export const teamPeriods: readonly TeamPeriod[] = ['TODAY', 'YESTERDAY', 'WEEK', 'MONTH'];

export function fetchTeamOverview(period: TeamPeriod, signal?: AbortSignal): Promise<TeamOverview> {
  return request(teamOverview, { params: { period }, signal });
}

export function teamOverviewQuery(scope: string, period: TeamPeriod, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'teamOverview', scope, period] as const,
    queryFn: ({ signal }) => fetchTeamOverview(period, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useTeamOverview(period: TeamPeriod) {
  const { scope, agent } = useAgentScope();
  return useQuery(teamOverviewQuery(scope, period, agent));
}
