import { daysFromBase } from '../clock/dates';

// Rewards the back office issued to a member, waiting to be claimed (spec 5, 2.8: MCSFE_getClaimPromotion
// {status: "I"} lists them, MCSFE_claimIssuedPromotion claims one; an inbox message may carry one in its
// metadata). The reward centre's handlers own their answers; the inbox reads the same claims.

/** I issued (claimable), C claimed, E lapsed: the member centre asks for status I. */
export type IssuedStatus = 'I' | 'C' | 'E';

export interface IssuedReward {
  /** The claim's id: `promotionClaimId` in the claim call, `claimId` in a message's metadata. */
  promotionClaimId: string;
  promotionType: string;
  promotionId: number;
  name: { EN: string; PT: string };
  bonusCents: number;
  status: IssuedStatus;
  issuedMs: number;
  expireMs: number;
  claimedMs: number | null;
  /** The detail the member must complete first (`prom.claim.req.field`'s data), or null. */
  requires: string | null;
}

/** member id -> the rewards issued to the member, newest first. */
export type IssuedRewards = Map<number, IssuedReward[]>;

const PLAYER01 = 10001;

/** The issued reward player01's inbox message 508 carries (its metadata's claimId). */
export const MESSAGE_REWARD_CLAIM_ID = 'CLM-7003';

export function seedIssuedRewards(): IssuedRewards {
  const reward = (r: Omit<IssuedReward, 'status' | 'claimedMs'> & Partial<IssuedReward>): IssuedReward => ({
    status: 'I',
    claimedMs: null,
    ...r,
  });
  return new Map([
    [
      PLAYER01,
      [
        reward({
          promotionClaimId: MESSAGE_REWARD_CLAIM_ID,
          promotionType: 'MANUAL',
          promotionId: 9103,
          name: { EN: 'Loyalty gift', PT: 'Presente de fidelidade' },
          bonusCents: 1_500,
          issuedMs: daysFromBase(-1),
          expireMs: daysFromBase(6),
          requires: null,
        }),
        reward({
          promotionClaimId: 'CLM-7002',
          promotionType: 'UPGRADE_BONUS',
          promotionId: 9102,
          name: { EN: 'VIP 3 upgrade bonus', PT: 'Bônus de subida para VIP 3' },
          bonusCents: 5_000,
          issuedMs: daysFromBase(-3),
          expireMs: daysFromBase(27),
          requires: null,
        }),
        reward({
          promotionClaimId: 'CLM-7001',
          promotionType: 'RANK_SALARY',
          promotionId: 9101,
          name: { EN: 'Monthly VIP salary', PT: 'Salário VIP mensal' },
          bonusCents: 2_000,
          issuedMs: daysFromBase(-40),
          expireMs: daysFromBase(-10),
          status: 'E',
          requires: null,
        }),
      ],
    ],
  ]);
}
