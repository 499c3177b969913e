import { http, HttpResponse } from 'msw';
import { mockNow } from '../state/clock';
import { mainWallet, moneyBook, setTransactionStatus } from '../state/money-book';
import { getState } from '../state/store';
import { depositOrderWire } from './deposit';

// The back office's side of deposits and withdrawals, for tests and demos (no Merchant header).

function refused(message: string): Response {
  return HttpResponse.json({ success: false, errorCode: 'mock.order.invalid', message }, { status: 400 });
}

function decideDeposit(orderNo: string, approve: boolean): Response {
  const order = moneyBook().deposits.find((o) => o.orderNo === orderNo);
  if (!order) return refused(`No deposit order ${orderNo}`);
  if (order.status !== 'PENDING') return refused(`Deposit ${orderNo} is already ${order.status}`);
  order.status = approve ? 'APPROVED' : 'REJECTED';
  order.updateMs = mockNow();
  setTransactionStatus(order.memberId, orderNo, approve ? 'SUCCESS' : 'REJECTED');
  const member = getState().members.get(order.memberId);
  if (approve && member) mainWallet(member).cents += order.cents;
  return HttpResponse.json({ success: true, value: depositOrderWire(order) });
}

export const moneyControlHandlers = [
  http.post('*/__mock/deposits/:orderNo/approve', ({ params }) =>
    decideDeposit(String(params.orderNo), true),
  ),
  http.post('*/__mock/deposits/:orderNo/reject', ({ params }) =>
    decideDeposit(String(params.orderNo), false),
  ),
];
