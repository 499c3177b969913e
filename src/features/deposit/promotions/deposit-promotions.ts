import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { depositKey } from '@/core/money-keys';

const promotion = z.object({
  promId: id,
  promName: text,
  minDeposit: z._default(amount, -1),
  bonusType: z._default(z.string(), ''),
  remark: z.nullish(z.string()),
  depositPromDetailsList: z._default(
    z.array(
      z.object({
        minDepositDetail: z.nullish(amount),
        bonusAmtDetail: z.nullish(amount),
        maxBonusDetail: z.nullish(amount),
      }),
    ),
    [],
  ),
});

/**
 * The deposit promotions for an amount (spec 5, 2.4; the deposit page 70167053964 @~0-20,000): the list, or
 * `{list}` as other answers of the centre wrap it.
 */
export const depositPromotions = endpoint({
  name: 'depositPromotions',
  link: relay('MCSFE_getDepositPromotion'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~640,500; 70167053964',
  response: z.union([z.array(promotion), z.object({ list: z._default(z.array(promotion), []) })]),
});

export interface DepositPromotion {
  promId: string;
  name: string;
  /** FIXED: `bonus` reais; PERCENTAGE: `bonus` per cent, up to `maxBonus` reais when set. */
  bonusType: 'FIXED' | 'PERCENTAGE' | 'OTHER';
  bonus: number | null;
  maxBonus: number | null;
}

/**
 * The promotions an amount qualifies for: `minDeposit` -1 is no minimum (the member centre filters the same,
 * notes @~640,500); the tier is the highest whose own minimum the amount reaches.
 */
export function readPromotions(answer: z.infer<typeof depositPromotions.response>, reais: number) {
  const list = Array.isArray(answer) ? answer : answer.list;
  return list
    .filter((p) => p.minDeposit < 0 || reais >= p.minDeposit)
    .map((p): DepositPromotion => {
      const tier = [...p.depositPromDetailsList]
        .filter((d) => (d.minDepositDetail ?? 0) <= reais)
        .sort((a, b) => (b.minDepositDetail ?? 0) - (a.minDepositDetail ?? 0))[0];
      const type = p.bonusType.toUpperCase();
      return {
        promId: p.promId,
        name: p.promName,
        bonusType: type === 'FIXED' || type === 'PERCENTAGE' ? type : 'OTHER',
        bonus: tier?.bonusAmtDetail ?? null,
        maxBonus: tier?.maxBonusDetail && tier.maxBonusDetail > 0 ? tier.maxBonusDetail : null,
      };
    });
}

export function depositPromotionsQuery(scope: string, reais: number | null) {
  return queryOptions({
    queryKey: [...depositKey, 'promotions', scope, reais] as const,
    queryFn: ({ signal }) =>
      request(depositPromotions, { params: { amount: reais }, signal }).then((answer) =>
        readPromotions(answer, reais ?? 0),
      ),
    enabled: reais !== null,
    staleTime: 60_000,
  });
}

/** The promotions for a settled amount (null while none is typed). */
export function useDepositPromotions(reais: number | null) {
  const { scope } = useMemberScope();
  // The list stays while the next amount's is asked for: the choices do not flicker as the member types.
  return useQuery({ ...depositPromotionsQuery(scope, reais), placeholderData: keepPreviousData });
}
