import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReferralInfo } from '@/core/api/referral-info';
import { useAgentScope } from '@/core/agent-scope';
import { agentKey } from '@/core/agent-scope';

/** MCSFE_getReferralInfo: the agent's code and link; the agent centre keeps its own entry of it. */
export function signUpCodeQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'signUpCode', scope] as const,
    queryFn: ({ signal }) => fetchReferralInfo(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSignUpCode() {
  const { scope, agent } = useAgentScope();
  return useQuery(signUpCodeQuery(scope, agent));
}
