import { controlCall, controlOk, controlRefusal } from '../../protocol/control-call';
import type { MockState } from '../../state/mock-state';
import { payPromotionBonus } from '../money/money-book';
import { addPointDetail, pointRewards } from './points';

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
