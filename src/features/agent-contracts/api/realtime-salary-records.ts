import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, figure, text } from '@/api/schemas/common';
import { useAgentScope } from '@/core/agent-scope';
import { selectIdentity, useSessionStore } from '@/core/session-store';
import { contractKeyRoot } from '@/core/live-events';
import { walletKeyRoot } from '@/core/member-data';

/**
 * The real-time salary contracts' history: every one the member received or gave, ended and refused ones
 * too, newest first (the member centre's getRealtimeSalaryContractHistory, a GET; answer ours).
 */
export const realtimeSalaryHistory = endpoint({
  name: 'realtimeSalaryHistory',
  link: relay('MCSFE_getRealtimeSalaryContractHistory'),
  moduleId: 'RTSALARY3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~981,500',
  response: z.object({
    list: z._default(
      z.array(
        z.object({
          contractId: amount,
          fromAccount: text,
          toAccount: text,
          status: text,
          profitRate: figure,
          lossRate: figure,
          singleBetRate: figure,
          createdDate: text,
        }),
      ),
      [],
    ),
  }),
});

/**
 * The real-time salary paid to the member, newest first (the member centre's QueryRealTimeDailySalary: a GET
 * of `{ username }`, the member's account; the answer is ours: `{ list: [{ payoutId, contractId, amount,
 * settled, time }], totalAmount }`, reais).
 */
export const realtimeSalaryPaid = endpoint({
  name: 'realtimeSalaryPaid',
  link: relay('ODSFE2_getRealTimeSalary'),
  moduleId: 'RTSALARY3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~981,500',
  response: z.object({
    list: z._default(
      z.array(z.object({ payoutId: amount, contractId: amount, amount: figure, settled: text, time: text })),
      [],
    ),
    totalAmount: z._default(figure, 0),
  }),
});

export function realtimeSalaryHistoryQuery(scope: string, enabled: boolean) {
  return queryOptions({
    // Under the contract keys: an action on a contract re-reads it.
    queryKey: [...contractKeyRoot, scope, 'realtimeHistory'] as const,
    queryFn: ({ signal }) => request(realtimeSalaryHistory, { signal }),
    enabled,
  });
}

export function useRealtimeSalaryHistory() {
  const { scope, agent } = useAgentScope();
  return useQuery(realtimeSalaryHistoryQuery(scope, agent));
}

export function realtimeSalaryPaidQuery(scope: string, username: string, enabled: boolean) {
  return queryOptions({
    // Under the wallet's keys: a payout moves the balance, and the balance event re-reads both.
    queryKey: [...walletKeyRoot, 'realtimeSalaryPaid', scope] as const,
    queryFn: ({ signal }) => request(realtimeSalaryPaid, { params: { username }, signal }),
    enabled,
  });
}

export function useRealtimeSalaryPaid() {
  const { scope, agent } = useAgentScope();
  const account = useSessionStore(selectIdentity)?.account ?? '';
  return useQuery(realtimeSalaryPaidQuery(scope, account, agent && account !== ''));
}
