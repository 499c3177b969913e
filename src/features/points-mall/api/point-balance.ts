import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { pointsKey, usePointsScope } from './points-scope';
import { pointsRelay } from './points-relay';

/**
 * The member's points: the answer's `value` is the number itself (the member centre's
 * `setPointBalance(value||0)`, spec 5 3.5 item 18); a numeric string is read too, and no value is 0.
 */
export const pointBalanceAnswer = z.pipe(
  z.nullish(amount),
  z.transform((points) => points ?? 0),
);

export const pointBalance = endpoint({
  name: 'pointBalance',
  ...pointsRelay('getPointBalance'),
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~11,700; 70542479384 @~984,000',
  response: pointBalanceAnswer,
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
