import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, flag, text } from '@/api/schemas/common';
import { walletKeyRoot } from '@/core';
import { agentKey, useAgentScope } from '@/core/agent-scope';

/** One member of the team as the list and a new account's answer show it (our design). */
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

const pathStep = z.object({ account: text, nickname: z._default(text, '') });

/**
 * Members with their balance, last login and status: one member's direct downline, or a search of the
 * whole team (our design, mocks/README.md "Agent centre: registration and team management").
 */
export const teamMembers = endpoint({
  name: 'teamMembers',
  link: relay('ODSFE2_getTeamMembers'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    parentAccount: text,
    path: z._default(z.array(pathStep), []),
    members: z._default(z.array(downline), []),
  }),
});
export type TeamMembers = z.infer<typeof teamMembers.response>;

/** What the team list shows: one member's direct downline, or a search of the whole team by account. */
export type TeamView = { parentAccount: string; search: string };

const teamKey = [...agentKey, 'team'] as const;

export function fetchTeamMembers(view: TeamView, signal?: AbortSignal): Promise<TeamMembers> {
  const params = view.search ? { account: view.search } : { parentAccount: view.parentAccount };
  return request(teamMembers, { params, signal });
}

export function teamMembersQuery(scope: string, view: TeamView, enabled: boolean) {
  return queryOptions({
    queryKey: [...teamKey, scope, view.parentAccount, view.search] as const,
    queryFn: ({ signal }) => fetchTeamMembers(view, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
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
