import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { agentKey, useAgentScope } from '@/core/agent-scope';

/**
 * The agent's direct downline as a short list to pick from (`ODSFE2_subordinateSimple`, the member centre's
 * picker for the transfer to several downlines and for the outbox's recipients; spec 5 notes @~696,500,
 * @~876,000). The items' fields `{account, nickname}` are ours: no source shows them.
 */
export const subordinateSimple = endpoint({
  name: 'subordinateSimple',
  link: relay('ODSFE2_subordinateSimple'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~696,500; 70542479384 @~876,000',
  response: z.array(z.object({ account: text, nickname: z._default(text, '') })),
});
export type SimpleDownline = z.infer<typeof subordinateSimple.response>[number];

/**
 * One amount to each of several direct downlines, from the agent's main wallet, sealed (the member centre's
 * `transferMultipleDownline`, @~696,500). Body `{customerNames, amount, withdrawPassword}` and the answer are
 * ours.
 */
export const transferMultipleDownline = endpoint({
  name: 'transferMultipleDownline',
  link: '/wps/agent/transferMultipleDownline',
  moduleId: null,
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '70542479384 @~696,500',
  response: z.object({
    referenceNo: text,
    amount,
    accounts: z.array(text),
    total: amount,
    balance: amount,
  }),
});
export type SeveralTransfer = z.infer<typeof transferMultipleDownline.response>;

/** The site flag that offers it (the agent centre's menu entry in the member centre, @~506,500). */
export const SEVERAL_FLAG = 'AGENTRANSMULTDOWN3';

export function sendToSeveral(move: {
  accounts: readonly string[];
  amount: number;
  withdrawPassword: string;
}): Promise<SeveralTransfer> {
  return request(transferMultipleDownline, {
    data: { customerNames: move.accounts, amount: move.amount, withdrawPassword: move.withdrawPassword },
  });
}

export function subordinateSimpleQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...agentKey, 'team', scope, 'simple'] as const,
    queryFn: ({ signal }) => request(subordinateSimple, { signal }),
    enabled,
  });
}

export function useSubordinateSimple() {
  const { scope, agent } = useAgentScope();
  return useQuery(subordinateSimpleQuery(scope, agent));
}
