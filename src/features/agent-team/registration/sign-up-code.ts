import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReferralDetails } from '@/core/api/referral-details';
import { useAgentScope } from '@/core/agent-scope';
import { agentKey } from '@/core/agent-scope';

/**
 * MCSFE_getReferralDetails: the agent's code; the agent centre keeps its own entry of it. The details carry
 * no link, so the page builds its own on this site's origin, as before.
 */
export function signUpCodeQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'signUpCode', scope] as const,
    queryFn: async ({ signal }) => {
      const details = await fetchReferralDetails(signal);
      return { referralCode: details.referralCode, referralLink: null };
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSignUpCode() {
  const { scope, agent } = useAgentScope();
  return useQuery(signUpCodeQuery(scope, agent));
}
