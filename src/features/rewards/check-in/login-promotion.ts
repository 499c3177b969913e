import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { rewardCentreKey } from '../rewards';

/**
 * One day of the daily check-in. The platform's answer is an array (70542479384 @~466,500, ~938,500);
 * its fields are our design: CLAIMED (checked in), AVAILABLE (today's, to claim), LOCKED (a day to come).
 */
const checkInDay = z.object({
  day: amount,
  promotionId: z.nullish(id),
  bonusAmount: z._default(z.catch(amount, 0), 0),
  status: text,
});
export type CheckInDay = z.infer<typeof checkInDay>;

export const loginPromotion = endpoint({
  name: 'loginPromotion',
  link: relay('MCSFE_getLoginPromotion'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~466,500; 70542479384 @~938,500; 71103371520',
  response: tolerantList(checkInDay),
});

/** Today's check-in: the body and the answer (what reached the wallet) are our design. */
export const claimLoginPromotion = endpoint({
  name: 'claimLoginPromotion',
  link: relay('MCSFE_claimLoginPromotion'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~466,500; 71211145304',
  response: z.catch(z.nullish(z.object({ day: z.nullish(amount), bonusAmount: z.nullish(amount) })), null),
});

export function fetchCheckInDays(signal?: AbortSignal) {
  return request(loginPromotion, { signal });
}

export function sendCheckIn(day: CheckInDay) {
  return request(claimLoginPromotion, { data: { promotionId: day.promotionId ?? undefined, day: day.day } });
}

export function checkInQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...rewardCentreKey, 'check-in', scope] as const,
    queryFn: ({ signal }) => fetchCheckInDays(signal),
    enabled,
  });
}

export function useCheckInDays() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(checkInQuery(scope, member && !trial));
}
