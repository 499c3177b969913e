import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { memberKeyRoot, useSiteFlags } from '@/core';
import { sessionStore, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import {
  contractKindsOf,
  noContractKinds,
  sessionFlagsOf,
  type ContractKinds,
} from '../model/contract-kinds';
import { useAgentScope } from './agent-scope';

/** Under the member root: the end of a session drops it with the rest of the member's data. */
export const agentKey = [...memberKeyRoot, 'agent'] as const;

/** The whitelabel flag of the agent policy: off, the consolidated data is never asked for (spec 2 section 4). */
export const AGENT_POLICY_FLAG = 'AGENTPOLICY3';

export function consolidatedQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'consolidated', scope] as const,
    queryFn: async ({ signal }) => {
      const data = await request('consolidatedFunds', { signal });
      const kinds = contractKindsOf(data);
      const { enableSalary, enableContract } = sessionFlagsOf(kinds);
      // Spec 1 section 3's session keys: what the rest of the site (the contract popup) reads.
      writeSessionJson(sessionKeys.consolidated, data);
      sessionStore.set(sessionKeys.enableSalary, String(enableSalary));
      sessionStore.set(sessionKeys.enableContract, String(enableContract));
      return kinds;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The contract kinds the agent policy offers this member. Asked for only when logged in, not trial and
 * the agent policy flag is on; otherwise (or until it answers, or when it fails) none is offered.
 */
export function useContractKinds(): { kinds: ContractKinds; failed: boolean } {
  const { scope, member, trial } = useAgentScope();
  const policy = useSiteFlags()[AGENT_POLICY_FLAG] === true;
  const query = useQuery(consolidatedQuery(scope, member && !trial && policy));
  return { kinds: query.data ?? noContractKinds, failed: query.isError };
}
