import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { daysFromBase, formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';

export interface PointReward {
  rewardId: number;
  name: string;
  imageUrl: string;
  pointsRequirement: number;
  /** Cash bonus credited (R$) when approved; 0 for goods. */
  amountRequirement: number;
  quantity: number;
  remark: string;
  /** The mall tab it sits under (POINT_CONVERSION_TYPES). */
  conversionType: number;
}

export type RedeemStatus = 'PROCESSING' | 'REJECTED' | 'APPROVED';

export interface RedeemRecord {
  referenceNo: string;
  rewardId: number;
  rewardName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  applyTime: string;
  receivingAddress: string;
  mobileNum: string;
}

/** Points per R$ 1 when converting points to balance. */
export const POINTS_PER_REAL = 100;
export const MIN_CONVERT_POINTS = 100;

/** The mall's tabs, as the member centre's constants number them (spec 5 notes @~543,500). */
export const POINT_CONVERSION_TYPES = [
  { conversionType: 0, name: 'ALL' },
  { conversionType: 1, name: 'discount_exchange' },
  { conversionType: 2, name: 'domestic_services' },
  { conversionType: 3, name: 'gift_redemption' },
] as const;

export const pointRewards: readonly PointReward[] = [
  {
    rewardId: 601,
    conversionType: 1,
    name: 'R$ 10 Bonus',
    imageUrl: '/promo/507.svg',
    pointsRequirement: 800,
    amountRequirement: 10,
    quantity: 999,
    remark: 'Credited to the main wallet.',
  },
  {
    rewardId: 602,
    conversionType: 1,
    name: 'R$ 50 Bonus',
    imageUrl: '/promo/507.svg',
    pointsRequirement: 3800,
    amountRequirement: 50,
    quantity: 500,
    remark: 'Credited to the main wallet.',
  },
  {
    rewardId: 603,
    conversionType: 3,
    name: 'Team Jersey',
    imageUrl: '/promo/505.svg',
    pointsRequirement: 2000,
    amountRequirement: 0,
    quantity: 40,
    remark: 'Shipped within 15 days.',
  },
  {
    rewardId: 604,
    conversionType: 3,
    name: 'Wireless Earbuds',
    imageUrl: '/promo/504.svg',
    pointsRequirement: 12000,
    amountRequirement: 0,
    quantity: 10,
    remark: 'Shipped within 15 days.',
  },
];

export function seedRedeems(): Map<number, RedeemRecord[]> {
  const record = (n: number, rewardId: number, status: RedeemStatus, days: number): RedeemRecord => {
    const reward = pointRewards.find((r) => r.rewardId === rewardId);
    return {
      referenceNo: `PR2026${String(n).padStart(6, '0')}`,
      rewardId,
      rewardName: reward?.name ?? '',
      quantity: 1,
      points: reward?.pointsRequirement ?? 0,
      status,
      applyTime: formatDateTime(daysFromBase(days)),
      receivingAddress: 'Rua Augusta 1000, São Paulo',
      mobileNum: '11987654321',
    };
  };
  return new Map([[10001, [record(2, 603, 'APPROVED', -12), record(1, 601, 'REJECTED', -40)]]]);
}

/**
 * One line of a member's points history, answered by ODSFE2_MemTransDet under the points type: what
 * changed, and the balance after.
 */
export interface PointDetail {
  referenceNo: string;
  changedPoints: number;
  balanceAfter: number;
  remark: string;
  timeMs: number;
}

/** Points lines are numbered on their own: PT and a running number (PT2026000001 is the first seeded). */
function pointsReference(n: number): string {
  return `PT2026${String(n).padStart(6, '0')}`;
}

const PLAYER01 = 10001;

/**
 * player01's points history, oldest first, ending at its 2,450 points: weekly points from valid bets, the
 * two seeded redemptions (PR2026000001 rejected and its points returned, PR2026000002 approved).
 */
function seedPlayer01Details(): PointDetail[] {
  const changes: [days: number, points: number, remark: string][] = [
    [-60, 1000, 'Points from valid bets'],
    [-53, 400, 'Points from valid bets'],
    [-46, 600, 'Points from valid bets'],
    [-40, -800, 'Redeemed R$ 10 Bonus (PR2026000001)'],
    [-39, 800, 'Redemption rejected, points returned (PR2026000001)'],
    [-32, 350, 'Points from valid bets'],
    [-25, 700, 'Points from valid bets'],
    [-18, 500, 'Points from valid bets'],
    [-12, -2000, 'Redeemed Team Jersey (PR2026000002)'],
    [-11, 300, 'Points from valid bets'],
    [-4, 400, 'Points from valid bets'],
    [-1, 200, 'VIP 3 weekly points'],
  ];
  let balance = 0;
  return changes.map(([days, changedPoints, remark], at) => {
    balance += changedPoints;
    const referenceNo = pointsReference(at + 1);
    return { referenceNo, changedPoints, balanceAfter: balance, remark, timeMs: daysFromBase(days) };
  });
}

/** Newest first, by member id. */
export function seedPointDetails(): Map<number, PointDetail[]> {
  return new Map([[PLAYER01, seedPlayer01Details().reverse()]]);
}

/** A change of the member's points, written at the top of their history with the balance it leaves. */
export function addPointDetail(
  state: Pick<MockState, 'pointDetails' | 'clockMs'>,
  member: Member,
  changedPoints: number,
  remark: string,
): void {
  const all = state.pointDetails;
  const lines = all.get(member.id) ?? [];
  // Numbers follow every line written so far, by any member, so none is used twice.
  const written = [...all.values()].reduce((sum, list) => sum + list.length, 0);
  const line = {
    referenceNo: pointsReference(written + 1),
    changedPoints,
    balanceAfter: member.points,
    remark,
    timeMs: mockNow(state),
  };
  all.set(member.id, [line, ...lines]);
}
