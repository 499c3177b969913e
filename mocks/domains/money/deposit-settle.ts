import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import type { MockState } from '../../state/mock-state';
import type { DepositOrder } from './deposits';
import { mainWallet, setTransactionStatus } from './money-book';

/**
 * The payment of a deposit decided (the gateway's "Paid", or the back office): an approval credits the main
 * wallet and makes the record line SUCCESS, a rejection makes it REJECTED; either tells the member's open
 * sockets, whose `deposit` event words the notice (decision 040). Answers why not, or null when done.
 */
export function settleDeposit(state: MockState, orderNo: string, approve: boolean): string | null {
  const order = state.money.deposits.find((o) => o.orderNo === orderNo);
  if (!order) return `No deposit order ${orderNo}`;
  if (order.status !== 'PENDING') return `Deposit ${orderNo} is already ${order.status}`;
  order.status = approve ? 'APPROVED' : 'REJECTED';
  order.updateMs = mockNow(state);
  setTransactionStatus(state.money, order.memberId, orderNo, approve ? 'SUCCESS' : 'REJECTED');
  const member = state.members.get(order.memberId);
  if (approve && member) mainWallet(member).cents += order.cents;
  emitLiveEvent(state, order.memberId, 'deposit', {
    outcome: approve ? 'credited' : 'failed',
    orderNo,
    amount: order.cents / 100,
    requestTime: formatDateTime(order.createMs),
  });
  return null;
}

/** A deposit as the record lists it (MCSFE_getDepositTransactionReport's items: our design). */
export function depositLineWire(order: DepositOrder) {
  return {
    transactionId: order.orderNo,
    amount: order.cents / 100,
    status: order.status === 'APPROVED' ? 'SUCCESS' : order.status,
    createTime: formatDateTime(order.createMs),
    updateTime: order.updateMs === null ? null : formatDateTime(order.updateMs),
    depositMethod: order.methodCode,
    vendorName: order.vendorName,
  };
}
