import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import type { DayRange } from '@/lib/record-dates';
import { useMemberScope } from '@/core/account-scope';
import { recordsKey } from '@/core/money-keys';

const figures = {
  betAmount: amount,
  validBet: amount,
  winLoss: amount,
  bonus: amount,
  deposit: amount,
  withdrawal: amount,
  profitLoss: amount,
};

/** Profit and loss per day of a range, with the range's totals (our design, mocks/README.md, Records). */
export const memberProfitLoss = endpoint({
  name: 'memberProfitLoss',
  link: relay('ODSFE2_MemProfitLoss'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    list: z.array(z.object({ date: z.string(), ...figures })),
    totals: z.object(figures),
  }),
});
export type ProfitLoss = z.infer<typeof memberProfitLoss.response>;
export type ProfitLossDay = ProfitLoss['list'][number];
/** The answer with the range it answers: while the next range loads, the chart still names its own. */
export type ProfitLossAnswer = ProfitLoss & { asked: { range: DayRange } };

export function fetchProfitLoss(range: DayRange, signal?: AbortSignal): Promise<ProfitLoss> {
  return request(memberProfitLoss, {
    params: { startDate: range.startDate, endDate: range.endDate },
    signal,
  });
}

export function profitLossQuery(scope: string, range: DayRange) {
  return queryOptions({
    queryKey: [...recordsKey, scope, 'memberProfitLoss', range] as const,
    queryFn: async ({ signal }): Promise<ProfitLossAnswer> => ({
      ...(await fetchProfitLoss(range, signal)),
      asked: { range },
    }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProfitLoss(range: DayRange) {
  const { scope, member, trial } = useMemberScope();
  return useQuery({ ...profitLossQuery(scope, range), enabled: member && !trial });
}
