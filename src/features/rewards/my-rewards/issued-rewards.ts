import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/**
 * A reward issued to the member and waiting to be claimed. The sources read only `rewardId` and
 * `promotionType` (65777144993 @~2,400); the name, the amount and the dates are our design.
 */
const issuedReward = z.object({
  rewardId: id,
  promotionType: text,
  promotionId: z.nullish(id),
  promotionName: z._default(text, ''),
  bonusAmount: z.nullish(z.catch(amount, 0)),
  issuedTime: z.nullish(z.string()),
  endTime: z.nullish(z.string()),
});
export type IssuedReward = z.infer<typeof issuedReward>;

/** The kinds the member centre asks for, as it sends them (65777144993 @~2,400; 70542479384 @~876,000). */
export const ISSUED_KINDS =
  'MANUAL,RAFFLE,UPGRADE_BONUS,MISSION,NEW_REGISTER,RANK_SALARY,DEPOSIT,FIRST_DEPOSIT,SIGNUP,LUCKY_BET';

/** An item the portal cannot read (no id or kind) is left out: the others can still be claimed. */
export const claimPromotion = endpoint({
  name: 'claimPromotion',
  link: relay('MCSFE_getClaimPromotion'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '65777144993 @~2,400; 70542479384 @~876,000',
  response: tolerantList(issuedReward),
});

export function fetchIssuedRewards(signal?: AbortSignal) {
  return request(claimPromotion, { params: { promotionType: ISSUED_KINDS, status: 'I' }, signal });
}

export function issuedRewardsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'issued', scope] as const,
    queryFn: ({ signal }) => fetchIssuedRewards(signal),
    enabled,
  });
}

export function useIssuedRewards() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(issuedRewardsQuery(scope, member && !trial));
}
