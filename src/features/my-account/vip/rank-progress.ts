import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { centreKey, useMemberScope } from '@/core/account-scope';

/** Achieved against required: the live answer's `{actual, expected}` (a missing part reads 0). */
const turnover = z.catch(
  z.pipe(
    z.nullish(z.object({ actual: z.catch(amount, 0), expected: z.catch(amount, 0) })),
    z.transform((v) => v ?? null),
  ),
  null,
);

/**
 * The member's way to the next VIP rank, seen live on go444 (spec 5, 2.8, 70779503151 @2,033):
 * `playerRankName` (VIP0), `monthlyTurnover` and `totalTurnover`, each actual against expected. The member
 * centre sends no module id. `nextRankName` is read where an answer carries it (no source shows one).
 */
export const rankProgress = endpoint({
  name: 'playerRankProgress',
  link: relay('MCSFE_getPlayerRankProgress'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @2,033; 44714497568 @~100',
  response: z.object({
    playerRankName: text,
    nextRankName: z.catch(z.optional(z.string()), undefined),
    monthlyTurnover: turnover,
    totalTurnover: turnover,
  }),
});
export type RankProgress = z.infer<typeof rankProgress.response>;

export function useRankProgress() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...centreKey, 'rankProgress', scope] as const,
    queryFn: ({ signal }) => request(rankProgress, { signal }),
    enabled: member && !trial,
    staleTime: 60_000,
  });
}

/**
 * How far along a turnover is, in whole percent as the member centre's LevelStore counts it (70542479384
 * @~558,500): something achieved that reaches what is required is 100, otherwise actual / expected
 * rounded down (nothing of nothing is 0).
 */
export function percentReached(part: { actual: number; expected: number }): number {
  if (part.actual !== 0 && part.actual >= part.expected) return 100;
  const ratio = part.actual / part.expected;
  return Number.isFinite(ratio) ? Math.min(100, Math.max(0, Math.floor(ratio * 100))) : 0;
}
