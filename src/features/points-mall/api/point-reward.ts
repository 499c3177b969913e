import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { pointsKey, useShopWindowScope } from './points-scope';

const pointRewardShape = z.object({
  rewardId: id,
  name: text,
  imageUrl: z.nullish(z.string()),
  pointsRequirement: amount,
  amountRequirement: amount,
  quantity: amount,
  remark: text,
});
export type PointReward = z.infer<typeof pointRewardShape>;

/**
 * The reference's integral.pointReward: the catalogue. Its shape is our design (mocks/README.md). The
 * reference always sends the token; visitors see the catalogue too, so it goes only when held (decision 027).
 */
export const pointRewards = endpoint({
  name: 'pointRewards',
  link: relay('MCS2_getPointReward'),
  moduleId: 'PTSYS3',
  method: 'GET',
  token: 'optional',
  source: 'reference',
  response: listAnswer(pointRewardShape),
});

export function fetchPointRewards(signal?: AbortSignal) {
  return request(pointRewards, { signal });
}

export function pointRewardsQuery(scope: string) {
  return queryOptions({
    queryKey: [...pointsKey, 'rewards', scope] as const,
    queryFn: ({ signal }) => fetchPointRewards(signal),
  });
}

export function usePointRewards() {
  return useQuery(pointRewardsQuery(useShopWindowScope()));
}
