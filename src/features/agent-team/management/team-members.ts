import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, flag, text } from '@/api/schemas/common';
import { walletKeyRoot } from '@/core';
import { agentKey, useAgentScope } from '@/core/agent-scope';

/** One member of the team as the list's rows and a new account's answer show it (our design). */
export const downline = z.object({
  account: text,
  nickname: z._default(text, ''),
  accountType: z._default(text, 'PLAYER'),
  parentAccount: z._default(text, ''),
  direct: z._default(flag, false),
  teamSize: z._default(amount, 0),
  balance: z._default(amount, 0),
  regDate: z._default(text, ''),
  lastLogin: z.nullish(z.string()),
  status: z._default(text, 'NORMAL'),
});
export type Downline = z.infer<typeof downline>;

/**
 * One page of a member's direct downline, or of a search of the whole team by account: the member
 * centre's `ODSFE2_getSubordinatev2` (spec 5, 2.9: the agent service's `getAllDownLine`, no module id), read
 * in the platform's page shape `{list, footer, total, totalPages}`. The page that reads its rows is not
 * among the sources: the rows' fields and the query `parentAccount`/`account`, `pageNo`, `pageSize` are ours
 * (mocks/README.md "Agent centre: registration and team management").
 */
export const teamMembers = endpoint({
  name: 'teamMembers',
  link: relay('ODSFE2_getSubordinatev2'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~766,500; 70542479384 @~225,500',
  response: z.object({
    list: z._default(z.array(downline), []),
    total: z._default(amount, 0),
    totalPages: z._default(amount, 0),
  }),
});
export type TeamMembers = z.infer<typeof teamMembers.response>;

/**
 * The team's head counts (`ODSFE2_teamCount`, the same service's `teamCount`): the answer's fields are ours,
 * the whole team and the agent's direct downline.
 */
export const teamCount = endpoint({
  name: 'teamCount',
  link: relay('ODSFE2_teamCount'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~766,500',
  response: z.object({ teamSize: z._default(amount, 0), directMembers: z._default(amount, 0) }),
});
export type TeamCount = z.infer<typeof teamCount.response>;

/**
 * What the team list shows: the accounts drilled down through below the agent (the last one's direct
 * downline is on screen; none, the agent's own), or a search of the whole team by account.
 */
export type TeamView = { path: readonly string[]; search: string };

/** The most members one page holds; the agent's direct downline in the demo is well under it. */
export const TEAM_PAGE_SIZE = 100;

const teamKey = [...agentKey, 'team'] as const;

export function fetchTeamMembers(view: TeamView, signal?: AbortSignal): Promise<TeamMembers> {
  const where = view.search ? { account: view.search } : { parentAccount: view.path.at(-1) ?? '' };
  return request(teamMembers, { params: { ...where, pageNo: 1, pageSize: TEAM_PAGE_SIZE }, signal });
}

export function teamMembersQuery(scope: string, view: TeamView, enabled: boolean) {
  return queryOptions({
    queryKey: [...teamKey, scope, view.path.join('/'), view.search] as const,
    queryFn: ({ signal }) => fetchTeamMembers(view, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function teamCountQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...teamKey, scope, 'count'] as const,
    queryFn: ({ signal }) => request(teamCount, { signal }),
    enabled,
  });
}

export function useTeamCount() {
  const { scope, agent } = useAgentScope();
  return useQuery(teamCountQuery(scope, agent));
}

export function useTeamMembers(view: TeamView) {
  const { scope, agent } = useAgentScope();
  return useQuery(teamMembersQuery(scope, view, agent));
}

/** Reads the team list and the agent's own money (the header balance) again, and waits for both. */
export function useRefreshTeam(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKey }),
      queryClient.invalidateQueries({ queryKey: walletKeyRoot }),
    ]);
  }, [queryClient]);
}
