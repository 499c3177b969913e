import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/**
 * A raffle the member entered, and where it stands. The product names only the claim and shows no field: the
 * shape is our design (mocks/README.md, Reward centre: raffles and tickets).
 */
export const raffle = z.object({
  raffleId: id,
  title: text,
  prize: z.nullish(amount),
  status: text,
  drawTime: z.nullish(z.string()),
  claimDeadline: z.nullish(z.string()),
  claimTime: z.nullish(z.string()),
});
export type Raffle = z.infer<typeof raffle>;

/** The raffles the member has entered: our design beside the reference's claim. */
export const rafflePromotions = endpoint({
  name: 'rafflePromotions',
  link: relay('MCS2_getRafflePromotions'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: listAnswer(raffle),
});

export function fetchRaffles(signal?: AbortSignal) {
  return request(rafflePromotions, { signal });
}

export function raffleListQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'raffles', scope] as const,
    queryFn: ({ signal }) => fetchRaffles(signal),
    enabled,
  });
}

export function useRaffles() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(raffleListQuery(scope, member && !trial));
}
