import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { contractKeyRoot } from '@/core/live-events';
import type { ContractKinds } from '@/core/contract-kinds';
import { contractKinds, type ContractKindName } from '../contract-pages';
import { useAgentScope } from '@/core/agent-scope';
import type { ContractAnswer, ContractFields } from './contract-answer';
import { askDailySalaryContract } from './daily-salary-contract';
import { askDividendContract } from './dividend-contract';
import { askHourlySalaryContract } from './hourly-salary-contract';
import { askRealtimeSalaryContract } from './realtime-salary-contract';

export type ContractAction = 'list' | 'offer' | 'accept' | 'reject' | 'terminate';
export type { ContractFields };

const askers: Record<
  ContractKindName,
  (fields: ContractFields, signal?: AbortSignal) => Promise<ContractAnswer>
> = {
  DIVIDEND: askDividendContract,
  DAILY_SALARY: askDailySalaryContract,
  HOURLY_SALARY: askHourlySalaryContract,
  REALTIME_SALARY: askRealtimeSalaryContract,
};

/** One endpoint per kind; the hooks below are shared by the four, their answers being of one shape. */
export function askContracts(
  kind: ContractKindName,
  fields: ContractFields,
  signal?: AbortSignal,
): Promise<ContractAnswer> {
  return askers[kind](fields, signal);
}

/** Under the key the live events re-read on a contract offer. */
export function contractListKey(scope: string, kind: ContractKindName) {
  return [...contractKeyRoot, scope, kind] as const;
}

export function contractListQuery(scope: string, kind: ContractKindName, enabled = true) {
  return queryOptions({
    queryKey: contractListKey(scope, kind),
    queryFn: ({ signal }) => askContracts(kind, { action: 'list' }, signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useContractList(kind: ContractKindName) {
  const { scope, agent } = useAgentScope();
  return useQuery(contractListQuery(scope, kind, agent));
}

/** The kinds whose flag is on in any of these readings (offered, or with an offer waiting). */
export function kindNamesOf(...readings: ContractKinds[]): ContractKindName[] {
  return (Object.keys(contractKinds) as ContractKindName[]).filter((name) =>
    readings.some((reading) => reading[contractKinds[name].flag]),
  );
}

/** These kinds' lists at once: the contract popup's offers waiting for an answer. */
export function useContractLists(names: readonly ContractKindName[]) {
  const { scope, agent } = useAgentScope();
  return {
    names,
    lists: useQueries({ queries: names.map((name) => contractListQuery(scope, name, agent)) }),
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
