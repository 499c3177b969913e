import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { useSiteFlags } from '../site-config';
import { sessionStore, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import {
  noConsolidated,
  readConsolidated,
  sessionFlagsOf,
  type ConsolidatedReading,
} from '../contract-kinds';
import { agentKey, useAgentScope } from '../agent-scope';

/**
 * The consolidated data (product rules: consolidated data and contracts): which contract kinds the agent policy offers the member and
 * which have an offer waiting. Every field is kept (loose), since the whole answer goes to the session. The reference
 * shows the call too, but the shape read first is the member centre's nested one (contract-kinds.ts).
 */
export const consolidated = endpoint({
  name: 'consolidated',
  link: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~470,000',
  response: z.looseObject({}),
});

/** The whitelabel flag of the agent policy: off, the consolidated data is never asked for. */
export const AGENT_POLICY_FLAG = 'AGENTPOLICY3';

export async function fetchConsolidated(signal?: AbortSignal): Promise<ConsolidatedReading> {
  const value: Record<string, unknown> = await request(consolidated, { signal });
  const reading = readConsolidated(value);
  const { enableSalary, enableContract } = sessionFlagsOf(reading.kinds);
  // The reference's session keys: the whole answer, envelope included, and the two menu flags.
  writeSessionJson(sessionKeys.consolidated, { success: true, value });
  sessionStore.set(sessionKeys.enableSalary, String(enableSalary));
  sessionStore.set(sessionKeys.enableContract, String(enableContract));
  return reading;
}

export function consolidatedQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'consolidated', scope] as const,
    queryFn: ({ signal }) => fetchConsolidated(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The contract kinds offered and the offers waiting. Asked for only when logged in, not trial and the
 * agent policy flag is on; otherwise (or until it answers, or when it fails) nothing is on.
 */
export function useConsolidated(): ConsolidatedReading & { failed: boolean } {
  const { scope, member, trial } = useAgentScope();
  const policy = useSiteFlags()[AGENT_POLICY_FLAG] === true;
  const query = useQuery(consolidatedQuery(scope, member && !trial && policy));
  return { ...(query.data ?? noConsolidated), failed: query.isError };
}
