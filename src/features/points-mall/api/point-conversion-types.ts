import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text, tolerantList } from '@/api/schemas/common';
import { pointsKey, useShopWindowScope } from './points-scope';

/**
 * One tab of the mall. The member centre's constants name four (0 ALL, 1 discount_exchange, 2
 * domestic_services, 3 gift_redemption: spec 5 notes @~543,500); the fields are our design.
 */
const conversionType = z.object({ conversionType: amount, name: text });
export type ConversionType = z.infer<typeof conversionType>;

/** The mall's tabs: only the member centre sends it, so it is no renamed call. */
export const pointConversionTypes = endpoint({
  name: 'pointConversionTypes',
  link: relay('MCSFE_getPointRewardConversionType'),
  moduleId: 'PTSYS3',
  method: 'GET',
  token: 'optional',
  source: 'platform',
  evidence: '44714497568; 70542479384 @~223,800; 70542479384 @~984,000',
  response: tolerantList(conversionType),
});

export function pointConversionTypesQuery(scope: string) {
  return queryOptions({
    queryKey: [...pointsKey, 'tabs', scope] as const,
    queryFn: ({ signal }) => request(pointConversionTypes, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePointConversionTypes() {
  return useQuery(pointConversionTypesQuery(useShopWindowScope()));
}
