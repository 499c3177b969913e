import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { pointsKey, usePointsScope } from './points-scope';

/** The reference's integral.pointBalance; the answer's shape is our design (mocks/README.md). */
export const pointBalance = endpoint({
  name: 'pointBalance',
  link: relay('MCS2_getPointBalance'),
  moduleId: 'PTSYS3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.object({ points: amount }),
});

export function fetchPointBalance(signal?: AbortSignal) {
  return request(pointBalance, { signal });
}

export function pointBalanceQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...pointsKey, 'balance', scope] as const,
    queryFn: ({ signal }) => fetchPointBalance(signal),
    enabled,
  });
}

export function usePointBalance() {
  const { scope, enabled } = usePointsScope();
  return useQuery(pointBalanceQuery(scope, enabled));
}
