import { convertPoint } from '@/features/points-mall/api/convert-point';
import { pointBalance } from '@/features/points-mall/api/point-balance';
import { pointConfig } from '@/features/points-mall/api/point-config';
import { pointDetails as pointDetailsEndpoint } from '@/features/points-mall/api/point-detail-list';
import { pointRewards as pointRewardsEndpoint } from '@/features/points-mall/api/point-reward';
import { redeemPointList } from '@/features/points-mall/api/redeem-point-list';
import { redeemPointReward } from '@/features/points-mall/api/redeem-point-reward';
import { controlCall, controlOk, controlRefusal } from '../../protocol/control-call';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { addTransaction, mainWallet, payPromotionBonus } from '../money/money-book';
import { MIN_CONVERT_POINTS, pointRewards, POINTS_PER_REAL } from './points';
import type { Member } from '../members/members';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { paginate } from '../games/game-query';
import type { MockState } from '../../state/mock-state';
import { pageParams } from '../games/game-lookup';
import { checkWithdrawPassword } from '../money/money-checks';

// Spec 2 and the reference leave every points payload "not shown"; these shapes are designed (see
// mocks/README.md). The catalogue and the rules are the shop window: a visitor sees them too (and logs in to
// redeem), so those two read a token only when one is sent.

/** A change of the member's points, written at the top of their history with the balance it leaves. */
function addPointDetail(state: MockState, member: Member, changedPoints: number, remark: string): void {
  const all = state.pointDetails;
  const line = {
    changedPoints,
    balanceAfter: member.points,
    remark,
    createTime: formatDateTime(mockNow(state)),
  };
  all.set(member.id, [line, ...(all.get(member.id) ?? [])]);
}

export const pointHandlers = callGroup(
  handle(pointBalance, ({ member }) => ({ points: member.points })),
  handle(pointConfig, () => ({
    pointsRatio: POINTS_PER_REAL,
    minConvertPoints: MIN_CONVERT_POINTS,
    exchangeRates: [100, 1000, 5000, 10000].map((points) => ({ points, amount: points / POINTS_PER_REAL })),
    rules: '<p>Earn 1 point for every R$ 10 of valid bets. Points never expire.</p>',
  })),
  handle(pointRewardsEndpoint, () => ({ list: pointRewards.map((r) => ({ ...r })) })),
  handle(redeemPointList, ({ state, member, query }) => {
    const records = state.redeems.get(member.id) ?? [];
    const { pageNo, pageSize } = pageParams(query, 10);
    const page = paginate(records, pageNo, pageSize);
    return {
      content: page.items,
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  }),
  // The points history, newest first: our design beside the redeem list (mocks/README.md, Points details).
  handle(pointDetailsEndpoint, ({ state, member, query }) => {
    const lines = state.pointDetails.get(member.id) ?? [];
    const { pageNo, pageSize } = pageParams(query, 10);
    const page = paginate(lines, pageNo, pageSize);
    return {
      content: page.items.map((line) => ({ ...line })),
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  }),
  // Body { rewardId, quantity, withdrawPassword, receivingAddress, mobileNum }; the request waits in PROCESSING.
  handle(redeemPointReward, ({ state, member, body }) => {
    const reward = pointRewards.find((r) => String(r.rewardId) === field(body, 'rewardId'));
    if (!reward) throw badRequest('points.reward.notFound', 'This reward does not exist');
    const quantity = Math.max(1, Math.floor(Number(field(body, 'quantity') || '1')) || 1);
    const receivingAddress = field(body, 'receivingAddress');
    const mobileNum = field(body, 'mobileNum');
    if (receivingAddress === '' || mobileNum === '') {
      throw badRequest('points.field.required', 'Receiving address and mobile number are required');
    }
    checkWithdrawPassword(member, body, 'points.field.required');
    const points = reward.pointsRequirement * quantity;
    if (member.points < points) throw badRequest('points.insufficient', 'Not enough points');
    member.points -= points;
    const referenceNo = `PR2026${String(state.nextRedeemNo++).padStart(6, '0')}`;
    const records = state.redeems.get(member.id) ?? [];
    records.unshift({
      referenceNo,
      rewardId: reward.rewardId,
      rewardName: reward.name,
      quantity,
      points,
      status: 'PROCESSING',
      applyTime: formatDateTime(mockNow(state)),
      receivingAddress,
      mobileNum,
    });
    state.redeems.set(member.id, records);
    addPointDetail(state, member, -points, `Redeemed ${reward.name} (${referenceNo})`);
    return { referenceNo, points: member.points };
  }),
  // Body { points, withdrawPassword }: points become main-wallet balance at POINTS_PER_REAL.
  handle(convertPoint, ({ state, member, body }) => {
    const points = Math.floor(Number(field(body, 'points')));
    if (!Number.isFinite(points) || points < MIN_CONVERT_POINTS) {
      throw badRequest('points.amount.invalid', `Convert at least ${MIN_CONVERT_POINTS} points`);
    }
    checkWithdrawPassword(member, body, 'points.field.required');
    if (member.points < points) throw badRequest('points.insufficient', 'Not enough points');
    const cents = Math.floor((points * 100) / POINTS_PER_REAL);
    member.points -= points;
    mainWallet(member).cents += cents;
    addTransaction(state, member.id, { type: 'POINTS_CONVERT', cents, remark: `${points} points` });
    addPointDetail(state, member, -points, `Converted to R$ ${(cents / 100).toFixed(2)}`);
    return { points: member.points, amount: cents / 100 };
  }),
);

function refused(message: string): Response {
  return controlRefusal('mock.redeem.invalid', message);
}

/**
 * The back office decides a redemption in process: approve (a cash reward is credited to the main wallet as
 * a bonus) or reject (the points go back, with a line in the points history).
 */
function decideRedeem(state: MockState, referenceNo: string, approve: boolean): Response {
  for (const [memberId, records] of state.redeems) {
    const record = records.find((r) => r.referenceNo === referenceNo);
    if (!record) continue;
    if (record.status !== 'PROCESSING')
      return refused(`Redemption ${referenceNo} is already ${record.status}`);
    const member = state.members.get(memberId);
    record.status = approve ? 'APPROVED' : 'REJECTED';
    if (!member) return controlOk({ ...record });
    const reward = pointRewards.find((r) => r.rewardId === record.rewardId);
    if (approve && reward && reward.amountRequirement > 0) {
      const cents = Math.round(reward.amountRequirement * record.quantity * 100);
      payPromotionBonus(state, member, cents, `Points Mall: ${record.rewardName} (${referenceNo})`);
    }
    if (!approve) {
      member.points += record.points;
      addPointDetail(state, member, record.points, `Redemption rejected, points returned (${referenceNo})`);
    }
    return controlOk({ ...record });
  }
  return refused(`No redemption ${referenceNo}`);
}

export const pointControlHandlers = [
  controlCall('post', '/redeems/:referenceNo/approve', ({ state, params }) =>
    decideRedeem(state, String(params.referenceNo), true),
  ),
  controlCall('post', '/redeems/:referenceNo/reject', ({ state, params }) =>
    decideRedeem(state, String(params.referenceNo), false),
  ),
];
