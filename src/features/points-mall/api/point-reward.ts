import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { pointsKey, useShopWindowScope } from './points-scope';
import { POINTS_EVIDENCE, pointsRelay } from './points-relay';

const pointRewardShape = z.object({
  rewardId: id,
  name: text,
  imageUrl: z.nullish(z.string()),
  pointsRequirement: amount,
  amountRequirement: amount,
  quantity: amount,
  remark: text,
  conversionType: z.nullish(amount),
});
export type PointReward = z.infer<typeof pointRewardShape>;

/**
 * The catalogue (the member centre's getCommodityList). Its shape is our design (mocks/README.md). The
 * clients always send the token; visitors see the catalogue too, so it goes only when held (decision 027).
 */
export const pointRewards = endpoint({
  name: 'pointRewards',
  ...pointsRelay('getPointReward'),
  method: 'GET',
  token: 'optional',
  source: 'platform',
  evidence: POINTS_EVIDENCE,
  response: listAnswer(pointRewardShape),
});

/** The whole catalogue (`ALL_REWARDS`) or one tab's rewards: the tab's type as a query, our design. */
export const ALL_REWARDS = 0;

export function fetchPointRewards(conversionType: number, signal?: AbortSignal) {
  const params = conversionType === ALL_REWARDS ? undefined : { conversionType };
  return request(pointRewards, { params, signal });
}

export function pointRewardsQuery(scope: string, conversionType: number) {
  return queryOptions({
    queryKey: [...pointsKey, 'rewards', scope, conversionType] as const,
    queryFn: ({ signal }) => fetchPointRewards(conversionType, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointRewards(conversionType: number) {
  return useQuery(pointRewardsQuery(useShopWindowScope(), conversionType));
}
