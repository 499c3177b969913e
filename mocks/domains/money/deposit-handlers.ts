import { createDepositOrder } from '@/features/deposit/form/create-deposit-order';
import { depositChannels as depositChannelsEndpoint } from '@/features/deposit/form/deposit-channels';
import { depositOrder } from '@/features/deposit/order/deposit-order';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import {
  depositChannels,
  DEPOSIT_ORDER_MINUTES,
  paymentDetails,
  qrPayload,
  type DepositChannel,
  type DepositOrder,
} from './deposits';
import { addTransaction } from './money-book';
import { amountCents, refuseTrial } from './money-checks';
import { refuseDepositOverLimit } from '../safer-gambling/limit-checks';

// Deposits (designed shapes, see mocks/README.md): channels, an order the member pays outside the site,
// and the order's status. The back office's approval is the control API (/__mock/deposits/...).

function channelWire(c: DepositChannel) {
  return {
    channelId: c.channelId,
    channelType: c.channelType,
    channelName: c.channelName,
    minAmount: c.minCents / 100,
    maxAmount: c.maxCents / 100,
    presetAmounts: c.presetCents.map((cents) => cents / 100),
  };
}

export function depositOrderWire(order: DepositOrder) {
  return {
    orderNo: order.orderNo,
    channelId: order.channel.channelId,
    channelType: order.channel.channelType,
    channelName: order.channel.channelName,
    amount: order.cents / 100,
    status: order.status,
    createTime: formatDateTime(order.createMs),
    expireTime: formatDateTime(order.expireMs),
    updateTime: order.updateMs === null ? null : formatDateTime(order.updateMs),
    payment: { ...order.payment },
    qrPayload: order.qrPayload,
  };
}

export const depositHandlers = callGroup(
  handle(depositChannelsEndpoint, () => ({ list: depositChannels.map(channelWire) })),
  // Body { channelId, amount } (reais): a PENDING order with where to pay and what the QR code carries.
  handle(createDepositOrder, ({ state, member, body }) => {
    refuseTrial(member);
    const channel = depositChannels.find((c) => String(c.channelId) === field(body, 'channelId'));
    if (!channel) throw badRequest('deposit.channel.invalid', 'Choose a deposit method');
    const cents = amountCents(body, 'deposit.amount.invalid', channel.minCents, channel.maxCents);
    refuseDepositOverLimit(state, member.id, cents);
    const line = addTransaction(state, member.id, {
      type: 'DEPOSIT',
      cents,
      status: 'PENDING',
      remark: channel.channelName,
    });
    const now = mockNow(state);
    const order: DepositOrder = {
      orderNo: line.referenceNo,
      memberId: member.id,
      channel,
      cents,
      status: 'PENDING',
      createMs: now,
      expireMs: now + DEPOSIT_ORDER_MINUTES * 60_000,
      updateMs: null,
      payment: paymentDetails(channel),
      qrPayload: qrPayload(channel, line.referenceNo, cents),
    };
    state.money.deposits.unshift(order);
    return depositOrderWire(order);
  }),
  handle(depositOrder, ({ state, member, query }) => {
    const order = state.money.deposits.find(
      (o) => o.orderNo === (query.get('orderNo') ?? '').trim() && o.memberId === member.id,
    );
    if (!order) throw badRequest('deposit.order.notFound', 'Deposit order not found');
    return depositOrderWire(order);
  }),
);
