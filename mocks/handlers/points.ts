import { callGroup, defineCall } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import { field } from '../protocol/read-body';
import { addTransaction, mainWallet } from '../state/money-book';
import { MIN_CONVERT_POINTS, pointRewards, POINTS_PER_REAL } from '../state/points';
import { mockNow } from '../state/clock';
import { formatDateTime } from '../state/dates';
import { paginate } from '../state/game-query';
import { getState } from '../state/store';
import { pageParams } from './game-lookup';
import { checkWithdrawPassword } from './money-checks';

// Spec 2 leaves every points payload "not shown"; these shapes are designed (see mocks/README.md).

const spec = { module: 'POINTS3', token: 'required' } as const;

export const pointHandlers = callGroup(
  defineCall({ ...spec, methods: ['get'], path: '/wps/relay/MCS2_getPointBalance' }, ({ member }) => ({
    points: member?.points ?? 0,
  })),
  defineCall({ ...spec, methods: ['get'], path: '/wps/relay/MCS2_getPointConfig' }, () => ({
    pointsRatio: POINTS_PER_REAL,
    minConvertPoints: MIN_CONVERT_POINTS,
    exchangeRates: [100, 1000, 5000, 10000].map((points) => ({ points, amount: points / POINTS_PER_REAL })),
    rules: '<p>Earn 1 point for every R$ 10 of valid bets. Points never expire.</p>',
  })),
  defineCall({ ...spec, methods: ['get'], path: '/wps/relay/MCS2_getPointReward' }, () => ({
    list: pointRewards.map((r) => ({ ...r })),
  })),
  defineCall(
    { ...spec, methods: ['get'], path: '/wps/relay/MCS2_getRedeemPointList' },
    ({ member, query }) => {
      const records = (member && getState().redeems.get(member.id)) ?? [];
      const { pageNo, pageSize } = pageParams(query, 10);
      const page = paginate(records, pageNo, pageSize);
      return {
        content: page.items,
        pageNum: pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },
  ),
  // Body { rewardId, quantity, withdrawPassword, receivingAddress, mobileNum }; the request waits in PROCESSING.
  defineCall(
    { ...spec, methods: ['post'], path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', encrypted: true },
    ({ member, body }) => {
      if (!member) return null;
      const state = getState();
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
        applyTime: formatDateTime(mockNow()),
        receivingAddress,
        mobileNum,
      });
      state.redeems.set(member.id, records);
      return { referenceNo, points: member.points };
    },
  ),
  // Body { points, withdrawPassword }: points become main-wallet balance at POINTS_PER_REAL.
  defineCall(
    { ...spec, methods: ['post'], path: '/wps/relay/passwordCheck/MCS2_convertPoint', encrypted: true },
    ({ member, body }) => {
      if (!member) return null;
      const points = Math.floor(Number(field(body, 'points')));
      if (!Number.isFinite(points) || points < MIN_CONVERT_POINTS) {
        throw badRequest('points.amount.invalid', `Convert at least ${MIN_CONVERT_POINTS} points`);
      }
      checkWithdrawPassword(member, body, 'points.field.required');
      if (member.points < points) throw badRequest('points.insufficient', 'Not enough points');
      const cents = Math.floor((points * 100) / POINTS_PER_REAL);
      member.points -= points;
      mainWallet(member).cents += cents;
      addTransaction(member.id, { type: 'POINTS_CONVERT', cents, remark: `${points} points` });
      return { points: member.points, amount: cents / 100 };
    },
  ),
);
