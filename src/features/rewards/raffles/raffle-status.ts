import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/**
 * A raffle the member entered, and where it stands. The platform names the call and shows no field: the
 * shape is our design (mocks/README.md, Reward centre).
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

/** The raffles the member has entered (the member centre's getRafflePromotionStatus, a GET, REWCEN3). */
export const rafflePromotionStatus = endpoint({
  name: 'rafflePromotionStatus',
  link: relay('MCSFE_getRafflePromotionStatus'),
  moduleId: 'REWCEN3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @6,542; 70542479384 @~706,500',
  response: listAnswer(raffle),
});

export function fetchRaffles(signal?: AbortSignal) {
  return request(rafflePromotionStatus, { signal });
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
