import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/**
 * `MCSFE_getTurnoverInfo`: the turnover the member still owes before withdrawing, per game type (spec 5
 * 2.3, 71034253453 @~16,000). Status N: no withdrawal until more is played (the form is hidden); A, D and I
 * let the form show, the table saying what stands.
 */
export const turnoverInfo = endpoint({
  name: 'turnoverInfo',
  link: relay('MCSFE_getTurnoverInfo'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71034253453 @~16,000; 70542479384 @~704,500',
  response: z.object({
    status: z.pipe(
      z.optional(z.nullish(z.string())),
      z.transform((v) => (v ?? '').toUpperCase()),
    ),
    details: tolerantList(z.object({ gameType: text, requiredTurnover: figure, actualTurnover: figure })),
    totalRequiredTurnover: figure,
    totalActualTurnover: figure,
  }),
});
export type TurnoverInfo = z.infer<typeof turnoverInfo.response>;

export function turnoverQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...cashierKey, 'turnover', scope] as const,
    queryFn: ({ signal }) => request(turnoverInfo, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useTurnover() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(turnoverQuery(scope, member && !trial));
}

/** Whether the turnover still owed keeps the form away (status N). */
export const turnoverBlocks = (info: TurnoverInfo) => info.status === 'N';
