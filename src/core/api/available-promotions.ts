import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, flag } from '@/api/schemas/common';
import { centreKey, useMemberScope } from '../account-scope';

/** The kinds the member centre reads from the answer's `content` (spec 5, 2.8). */
export const promotionKinds = [
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'REFERRAL',
  'COPY_BET',
  'MISSION',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The kinds whose counts make the reward centre's badge: the member centre's own sum (70542479384 @~938,500). */
export const rewardCentreKinds: readonly PromotionKind[] = [
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'REGISTER',
  'LOGIN',
  'SAVIOR',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
];

export interface PromotionOffer {
  enabled: boolean;
  count: number;
}

const offer = z.object({
  enabled: z._default(z.catch(flag, false), false),
  count: z._default(z.catch(amount, 0), 0),
});
const none: PromotionOffer = { enabled: false, count: 0 };

/** Every known kind, read on its own: an unknown key is ignored, a missing or unreadable one is not enabled. */
const content = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((raw): Record<PromotionKind, PromotionOffer> => {
    const read = (kind: PromotionKind) => {
      const parsed = offer.safeParse(raw[kind]);
      return parsed.success ? parsed.data : none;
    };
    return Object.fromEntries(promotionKinds.map((kind) => [kind, read(kind)])) as Record<
      PromotionKind,
      PromotionOffer
    >;
  }),
);

/** Which parts of the reward centre the site offers the member, and how many of each wait for them. */
export const availablePromotions = endpoint({
  name: 'availablePromotions',
  link: relay('MCSFE_getAvailablePromotions'),
  moduleId: 'REWCEN3',
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '44714497568 @~7,300; 70542479384 @~938,500',
  response: z.object({ content }),
});
export type AvailablePromotions = Record<PromotionKind, PromotionOffer>;

/** The member centre's entries that show a count of what waits there. */
export type PromotionBadge = 'rewards' | 'missions' | 'referrals';

export function promotionBadges(offers: AvailablePromotions): Record<PromotionBadge, number> {
  return {
    rewards: rewardCentreKinds.reduce((sum, kind) => sum + Math.max(offers[kind].count, 0), 0),
    missions: Math.max(offers.MISSION.count, 0),
    referrals: Math.max(offers.REFERRAL.count, 0),
  };
}

/** Under the member centre's root: a reward claimed anywhere reads it again with the rest of the centre. */
export const availablePromotionsKey = [...centreKey, 'available-promotions'] as const;

export async function fetchAvailablePromotions(signal?: AbortSignal): Promise<AvailablePromotions> {
  return (await request(availablePromotions, { signal })).content;
}

export function availablePromotionsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...availablePromotionsKey, scope] as const,
    queryFn: ({ signal }) => fetchAvailablePromotions(signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useAvailablePromotions() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(availablePromotionsQuery(scope, member && !trial));
}
