import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/**
 * `MCSFE_getWithdrawMethods`: the tabs of the withdraw page, B bank cards (PIX keys here), V crypto
 * wallets, E e-wallets (spec 5 2.5, 71034253453 @~64,000). The portal withdraws to B; the others are named
 * with where to turn.
 */
export const withdrawMethods = endpoint({
  name: 'withdrawMethods',
  link: relay('MCSFE_getWithdrawMethods'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @~64,000; 70542479384 @~702,300',
  response: z.pipe(
    z.nullish(
      tolerantList(
        z.object({
          methodGroupType: z.pipe(
            text,
            z.transform((v) => v.toUpperCase()),
          ),
          withdrawMethodGroup: text,
          groupName: text,
        }),
      ),
    ),
    z.transform((list) => list ?? []),
  ),
});
export type WithdrawMethod = z.infer<typeof withdrawMethods.response>[number];

export function withdrawMethodsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...cashierKey, 'withdrawMethods', scope] as const,
    queryFn: ({ signal }) => request(withdrawMethods, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useWithdrawMethods() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(withdrawMethodsQuery(scope, member && !trial));
}
