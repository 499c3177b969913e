import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api';
import { walletKeyRoot } from '@/core';
import { useAgentScope } from './agent-scope';
import { agentKey } from './consolidated';

/** What the team list shows: one member's direct downline, or a search of the whole team by account. */
export type TeamView = { parentAccount: string; search: string };

const teamKey = [...agentKey, 'team'] as const;

/** ODSFE2_getTeamMembers (our design): members with their balance, last login and status. */
export function teamMembersQuery(scope: string, view: TeamView, enabled: boolean) {
  return queryOptions({
    queryKey: [...teamKey, scope, view.parentAccount, view.search] as const,
    queryFn: ({ signal }) =>
      request('teamMembers', {
        params: view.search ? { account: view.search } : { parentAccount: view.parentAccount },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(view: TeamView) {
  const { scope, agent } = useAgentScope();
  return useQuery(teamMembersQuery(scope, view, agent));
}

/** ODSFE2_createDownline (encrypted): a player or sub-agent under the agent, by the site's register rules. */
export function createDownline(account: {
  accountType: 'PLAYER' | 'AGENT';
  username: string;
  password: string;
  confirmPassword: string;
}) {
  return request('createDownline', { data: account });
}

/** passwordCheck/MCS2_transferToDownline (encrypted): the amount in reais, to a direct downline. */
export function transferToDownline(transfer: { account: string; amount: number; withdrawPassword: string }) {
  return request('transferToDownline', { data: transfer });
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
