import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { pointsKey, useShopWindowScope } from './points-scope';
import { POINTS_EVIDENCE, pointsRelay } from './points-relay';

/**
 * The mall's config (the member centre's getPointConfig); the answer's shape is our design (mocks/README.md).
 * The clients always send the token; the rules are shown to visitors too, so it goes only when held
 * (decision 027).
 */
export const pointConfig = endpoint({
  name: 'pointConfig',
  ...pointsRelay('getPointConfig'),
  method: 'GET',
  token: 'optional',
  source: 'platform',
  evidence: POINTS_EVIDENCE,
  response: z.object({
    pointsRatio: amount,
    minConvertPoints: amount,
    exchangeRates: z._default(z.array(z.object({ points: amount, amount })), []),
    rules: text,
  }),
});
export type PointConfig = z.infer<typeof pointConfig.response>;

export function fetchPointConfig(signal?: AbortSignal) {
  return request(pointConfig, { signal });
}

export function pointConfigQuery(scope: string) {
  return queryOptions({
    queryKey: [...pointsKey, 'config', scope] as const,
    queryFn: ({ signal }) => fetchPointConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePointConfig() {
  return useQuery(pointConfigQuery(useShopWindowScope()));
}
