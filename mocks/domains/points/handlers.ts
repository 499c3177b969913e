import { convertPoint } from '@/features/points-mall/api/convert-point';
import { pointBalance } from '@/features/points-mall/api/point-balance';
import { pointConfig } from '@/features/points-mall/api/point-config';
import { pointConversionTypes } from '@/features/points-mall/api/point-conversion-types';
import { pointRewards as pointRewardsEndpoint } from '@/features/points-mall/api/point-reward';
import { redeemPointList } from '@/features/points-mall/api/redeem-point-list';
import { redeemPointReward } from '@/features/points-mall/api/redeem-point-reward';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { addTransaction, mainWallet } from '../money/money-book';
import {
  addPointDetail,
  MIN_CONVERT_POINTS,
  POINT_CONVERSION_TYPES,
  pointRewards,
  POINTS_PER_REAL,
} from './points';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { paginate } from '../games/game-query';
import { pageParams } from '../games/game-lookup';
import { checkWithdrawPassword } from '../money/money-checks';

// The points calls answer under both relay families (MCS2_ and MCSFE_, decision 057). The balance is the
// plain number the member centre reads (spec 5, 3.5); the other payloads no source shows, so they are
// designed (see mocks/README.md). The catalogue, its tabs and the rules are the shop window: a visitor sees
// them too (and logs in to redeem), so those read a token only when one is sent. The points history is
// ODSFE2_MemTransDet's points lines (../money/record-handlers.ts).

export const pointHandlers = callGroup(
  handle(pointBalance, ({ member }) => member.points),
  handle(pointConfig, () => ({
    pointsRatio: POINTS_PER_REAL,
    minConvertPoints: MIN_CONVERT_POINTS,
    exchangeRates: [100, 1000, 5000, 10000].map((points) => ({ points, amount: points / POINTS_PER_REAL })),
    rules: '<p>Earn 1 point for every R$ 10 of valid bets. Points never expire.</p>',
  })),
  handle(pointConversionTypes, () => POINT_CONVERSION_TYPES.map((tab) => ({ ...tab }))),
  // `conversionType` (a tab's number; 0 or none: every reward), our design.
  handle(pointRewardsEndpoint, ({ query }) => {
    const tab = Number(query.get('conversionType') ?? 0) || 0;
    const rewards = pointRewards.filter((r) => tab === 0 || r.conversionType === tab);
    return { list: rewards.map((r) => ({ ...r })) };
  }),
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
