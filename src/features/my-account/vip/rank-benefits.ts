import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text, tolerantList } from '@/api/schemas/common';
import { centreKey, useMemberScope } from '@/core/account-scope';

// The rank's benefits and rules. The member centre's API map names both calls (spec 5 notes, "level",
// 70542479384 @~766,500-796,100) but no source shows what they send or answer: the shapes are our design.

/** Our design: `value[] {benefitName, benefitValue}`, each a line of text ("Upgrade bonus", "R$ 50"). */
export const clubBenefits = endpoint({
  name: 'memberClubBenefit',
  link: relay('MCSFE_getMemberClubBenefit'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: tolerantList(z.object({ benefitName: text, benefitValue: text })),
});

/** Our design: `value {content}`, the rules as back-office HTML (a bare string is read too). */
export const rankRule = endpoint({
  name: 'playerRankRule',
  link: relay('MCSFE_getPlayerRankRule'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.pipe(
    z.union([z.string(), z.object({ content: text }), z.null()]),
    z.transform((v) => (typeof v === 'string' ? v : (v?.content ?? ''))),
  ),
});

/** Both, asked for only once the member opens them. */
export function useRankBenefits(open: boolean) {
  const { scope, member, trial } = useMemberScope();
  const enabled = open && member && !trial;
  const benefits = useQuery({
    queryKey: [...centreKey, 'clubBenefits', scope] as const,
    queryFn: ({ signal }) => request(clubBenefits, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const rule = useQuery({
    queryKey: [...centreKey, 'rankRule', scope] as const,
    queryFn: ({ signal }) => request(rankRule, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { benefits, rule };
}
