import { controlCall, controlOk, controlRefusal } from '../../protocol/control-call';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { mainWallet, setTransactionStatus } from './money-book';
import type { MockState } from '../../state/mock-state';
import type { WithdrawalStatus } from './withdrawals';
import { depositLineWire, settleDeposit } from './deposit-settle';
import { withdrawalWire } from './withdrawal-wire';

// The back office's side of deposits and withdrawals, for tests and demos (no Merchant header).

function refused(message: string): Response {
  return controlRefusal('mock.order.invalid', message);
}

function decideDeposit(state: MockState, orderNo: string, approve: boolean): Response {
  const refusal = settleDeposit(state, orderNo, approve);
  if (refusal) return refused(refusal);
  const order = state.money.deposits.find((o) => o.orderNo === orderNo);
  return controlOk(order ? depositLineWire(order) : null);
}

type WithdrawalAction = 'approve' | 'reject' | 'pay';

/** approve: PENDING -> APPROVED; reject: PENDING or APPROVED -> REJECTED (refunded); pay: -> PAID. */
function decideWithdrawal(state: MockState, withdrawalNo: string, action: WithdrawalAction): Response {
  const withdrawal = state.money.withdrawals.find((w) => w.withdrawalNo === withdrawalNo);
  if (!withdrawal) return refused(`No withdrawal ${withdrawalNo}`);
  const from: readonly WithdrawalStatus[] = action === 'approve' ? ['PENDING'] : ['PENDING', 'APPROVED'];
  if (!from.includes(withdrawal.status)) {
    return refused(`Withdrawal ${withdrawalNo} is already ${withdrawal.status}`);
  }
  const now = mockNow(state);
  withdrawal.updateMs = now;
  if (action === 'approve') withdrawal.status = 'APPROVED';
  if (action === 'reject') {
    withdrawal.status = 'REJECTED';
    const member = state.members.get(withdrawal.memberId);
    if (member) mainWallet(member).cents += withdrawal.cents + (withdrawal.feeCents ?? 0);
    setTransactionStatus(state.money, withdrawal.memberId, withdrawalNo, 'REJECTED');
  }
  if (action === 'pay') {
    withdrawal.status = 'PAID';
    withdrawal.paidMs = now;
    withdrawal.receipt = 'AWAITING';
    withdrawal.receiptDeadlineMs = now + state.scenario.receiptWindowMinutes * 60_000;
    setTransactionStatus(state.money, withdrawal.memberId, withdrawalNo, 'SUCCESS');
  }
  if (action === 'pay') {
    emitLiveEvent(state, withdrawal.memberId, 'balance');
  } else {
    emitLiveEvent(state, withdrawal.memberId, 'withdrawal', {
      outcome: action === 'approve' ? 'approved' : 'rejected',
      withdrawalNo,
      amount: withdrawal.cents / 100,
      requestTime: formatDateTime(withdrawal.requestMs),
    });
  }
  return controlOk(withdrawalWire(withdrawal, now));
}

export const moneyControlHandlers = [
  controlCall('post', '/deposits/:orderNo/approve', ({ state, params }) =>
    decideDeposit(state, String(params.orderNo), true),
  ),
  controlCall('post', '/deposits/:orderNo/reject', ({ state, params }) =>
    decideDeposit(state, String(params.orderNo), false),
  ),
  ...(['approve', 'reject', 'pay'] as const).map((action) =>
    controlCall('post', `/withdrawals/:withdrawalNo/${action}`, ({ state, params }) =>
      decideWithdrawal(state, String(params.withdrawalNo), action),
    ),
  ),
];
