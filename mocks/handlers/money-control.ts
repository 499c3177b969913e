import { http, HttpResponse } from 'msw';
import { mockNow } from '../state/clock';
import { emitLiveEvent } from '../state/live-events';
import { mainWallet, setTransactionStatus } from '../state/money-book';
import { getState } from '../state/store';
import type { WithdrawalStatus } from '../state/withdrawals';
import { depositOrderWire } from './deposit';
import { withdrawalWire } from './withdrawal';

// The back office's side of deposits and withdrawals, for tests and demos (no Merchant header).

function refused(message: string): Response {
  return HttpResponse.json({ success: false, errorCode: 'mock.order.invalid', message }, { status: 400 });
}

function decideDeposit(orderNo: string, approve: boolean): Response {
  const order = getState().money.deposits.find((o) => o.orderNo === orderNo);
  if (!order) return refused(`No deposit order ${orderNo}`);
  if (order.status !== 'PENDING') return refused(`Deposit ${orderNo} is already ${order.status}`);
  order.status = approve ? 'APPROVED' : 'REJECTED';
  order.updateMs = mockNow(getState());
  setTransactionStatus(getState().money, order.memberId, orderNo, approve ? 'SUCCESS' : 'REJECTED');
  const member = getState().members.get(order.memberId);
  if (approve && member) mainWallet(member).cents += order.cents;
  // A rejected order changes no balance, but the wallet page lists the order's status too.
  emitLiveEvent(getState(), order.memberId, 'balance');
  return HttpResponse.json({ success: true, value: depositOrderWire(order) });
}

type WithdrawalAction = 'approve' | 'reject' | 'pay';

/** approve: PENDING -> APPROVED; reject: PENDING or APPROVED -> REJECTED (refunded); pay: -> PAID. */
function decideWithdrawal(withdrawalNo: string, action: WithdrawalAction): Response {
  const state = getState();
  const withdrawal = getState().money.withdrawals.find((w) => w.withdrawalNo === withdrawalNo);
  if (!withdrawal) return refused(`No withdrawal ${withdrawalNo}`);
  const from: readonly WithdrawalStatus[] = action === 'approve' ? ['PENDING'] : ['PENDING', 'APPROVED'];
  if (!from.includes(withdrawal.status)) {
    return refused(`Withdrawal ${withdrawalNo} is already ${withdrawal.status}`);
  }
  const now = mockNow(getState());
  withdrawal.updateMs = now;
  if (action === 'approve') withdrawal.status = 'APPROVED';
  if (action === 'reject') {
    withdrawal.status = 'REJECTED';
    const member = state.members.get(withdrawal.memberId);
    if (member) mainWallet(member).cents += withdrawal.cents;
    setTransactionStatus(getState().money, withdrawal.memberId, withdrawalNo, 'REJECTED');
  }
  if (action === 'pay') {
    withdrawal.status = 'PAID';
    withdrawal.paidMs = now;
    withdrawal.receipt = 'AWAITING';
    withdrawal.receiptDeadlineMs = now + state.scenario.receiptWindowMinutes * 60_000;
    setTransactionStatus(getState().money, withdrawal.memberId, withdrawalNo, 'SUCCESS');
  }
  emitLiveEvent(getState(), withdrawal.memberId, 'balance');
  return HttpResponse.json({ success: true, value: withdrawalWire(withdrawal) });
}

export const moneyControlHandlers = [
  http.post('*/__mock/deposits/:orderNo/approve', ({ params }) =>
    decideDeposit(String(params.orderNo), true),
  ),
  http.post('*/__mock/deposits/:orderNo/reject', ({ params }) =>
    decideDeposit(String(params.orderNo), false),
  ),
  ...(['approve', 'reject', 'pay'] as const).map((action) =>
    http.post(`*/__mock/withdrawals/:withdrawalNo/${action}`, ({ params }) =>
      decideWithdrawal(String(params.withdrawalNo), action),
    ),
  ),
];
