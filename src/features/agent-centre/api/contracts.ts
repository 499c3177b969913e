import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { request } from '@/api';
import type { ContractAnswer } from '@/api/schemas/agent-contracts';
import { contractKeyRoot } from '@/core/live-events';
import type { ContractKinds } from '../model/contract-kinds';
import { contractKinds, type ContractKindName } from '../model/contract-pages';
import { useAgentScope } from './agent-scope';

export type ContractAction = 'list' | 'offer' | 'accept' | 'reject' | 'terminate';
export type ContractFields = Record<string, string>;

/** One call per kind (spec 2's names); GET kinds carry their fields in the query, POST kinds in the body. */
export function askContracts(
  kind: ContractKindName,
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  const { call, method } = contractKinds[kind];
  return method === 'GET'
    ? request(call, { params: fields, signal })
    : request(call, { data: fields, signal });
}

/** Under the key the live events re-read on a contract offer. */
export function contractListKey(scope: string, kind: ContractKindName) {
  return [...contractKeyRoot, scope, kind] as const;
}

function listQuery(scope: string, kind: ContractKindName, enabled: boolean) {
  return {
    queryKey: contractListKey(scope, kind),
    queryFn: ({ signal }: { signal: AbortSignal }) => askContracts(kind, { action: 'list' }, signal),
    enabled,
    staleTime: 30_000,
  };
}

export function useContractList(kind: ContractKindName) {
  const { scope, agent } = useAgentScope();
  return useQuery(listQuery(scope, kind, agent));
}

/** Every enabled kind's list at once: the contract popup's offers waiting for an answer. */
export function useContractLists(kinds: ContractKinds) {
  const { scope, agent } = useAgentScope();
  const names = (Object.keys(contractKinds) as ContractKindName[]).filter(
    (name) => kinds[contractKinds[name].flag],
  );
  return {
    names,
    lists: useQueries({ queries: names.map((name) => listQuery(scope, name, agent)) }),
  };
}

/**
 * An offer, an answer or a termination: one request however fast the button is pressed (a second press
 * while one is on its way is ignored), then every list of the kind is read again.
 */
export function useContractAction(kind: ContractKindName) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (fields: ContractFields) => askContracts(kind, fields),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeyRoot }),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (fields: ContractFields): Promise<ContractAnswer | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        return await mutateAsync(fields);
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );
  return { run, busy: mutation.isPending };
}

/** Reads every contract list again (a lost answer: did the action go through?). */
export function useRefreshContracts(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: contractKeyRoot }), [queryClient]);
}
