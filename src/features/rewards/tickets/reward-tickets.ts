import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/** A prize wheel, red envelope or golden egg ticket: our design (mocks/README.md, Reward centre). */
export const rewardTicket = z.object({
  ticketId: id,
  type: text,
  title: text,
  status: text,
  segments: z._default(z.array(amount), []),
  prize: z.nullish(amount),
  expireTime: z.nullish(z.string()),
  useTime: z.nullish(z.string()),
});
export type RewardTicket = z.infer<typeof rewardTicket>;

export const rewardTickets = endpoint({
  name: 'rewardTickets',
  link: relay('MCS2_getRewardTickets'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: listAnswer(rewardTicket),
});

export function fetchRewardTickets(signal?: AbortSignal) {
  return request(rewardTickets, { signal });
}

export function ticketListQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'tickets', scope] as const,
    queryFn: ({ signal }) => fetchRewardTickets(signal),
    enabled,
  });
}

export function useRewardTickets() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(ticketListQuery(scope, member && !trial));
}
