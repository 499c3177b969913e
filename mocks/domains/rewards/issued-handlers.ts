import { claimIssuedPromotion } from '@/core/api/claim-issued-promotion';
import { claimPromotion } from '@/features/rewards/my-rewards/issued-rewards';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import { refuseTrial } from '../money/money-checks';
import type { MockState } from '../../state/mock-state';
import type { IssuedReward } from './issued-rewards';

/** A claim's status on the mock clock: an issued reward past its end has lapsed. */
export function issuedStatus(reward: IssuedReward, now: number): IssuedReward['status'] {
  return reward.status === 'I' && now > reward.expireMs ? 'E' : reward.status;
}

export function issuedRewardsOf(state: MockState, member: Member): IssuedReward[] {
  return state.issuedRewards.get(member.id) ?? [];
}

/**
 * Claims one issued reward and pays its bonus. The refusal of a missing detail is the platform's
 * (`prom.claim.req.field` with the detail's name in `value.data`); the other codes are ours.
 */
export function claimIssued(state: MockState, member: Member, claimId: string, type: string): IssuedReward {
  const reward = issuedRewardsOf(state, member).find(
    (r) => r.promotionClaimId === claimId && (type === '' || r.promotionType === type),
  );
  if (!reward) throw badRequest('prom.claim.notFound', 'This reward is not on offer');
  const status = issuedStatus(reward, mockNow(state));
  if (status === 'C') throw badRequest('prom.claim.claimed', 'This reward was already claimed');
  if (status === 'E') throw badRequest('prom.claim.expired', 'This reward has expired');
  if (reward.requires) {
    throw badRequest('prom.claim.req.field', 'Complete your details first', { data: reward.requires });
  }
  reward.status = 'C';
  reward.claimedMs = mockNow(state);
  payPromotionBonus(state, member, reward.bonusCents, reward.name.EN);
  return reward;
}

/** An issued reward as MCSFE_getClaimPromotion lists it: `rewardId` and `promotionType` are the platform's. */
function issuedWire(reward: IssuedReward, language: 'EN' | 'PT') {
  return {
    rewardId: reward.promotionClaimId,
    promotionType: reward.promotionType,
    promotionId: reward.promotionId,
    promotionName: reward.name[language],
    bonusAmount: reward.bonusCents / 100,
    issuedTime: formatDateTime(reward.issuedMs),
    endTime: formatDateTime(reward.expireMs),
  };
}

export const issuedRewardHandlers = callGroup(
  // Query { promotionType: "MANUAL,RAFFLE,...", status: "I" }: the member's issued rewards of those kinds.
  handle(claimPromotion, ({ state, member, query, language }) => {
    refuseTrial(member);
    const now = mockNow(state);
    const kinds = (query.get('promotionType') ?? '').split(',').filter(Boolean);
    const status = query.get('status');
    return issuedRewardsOf(state, member)
      .filter((r) => kinds.length === 0 || kinds.includes(r.promotionType))
      .filter((r) => !status || issuedStatus(r, now) === status)
      .map((r) => issuedWire(r, language));
  }),
  handle(claimIssuedPromotion, ({ state, member, body }) => {
    refuseTrial(member);
    claimIssued(state, member, field(body, 'promotionClaimId'), field(body, 'promotionType'));
    return { claimedTickets: [] };
  }),
);
