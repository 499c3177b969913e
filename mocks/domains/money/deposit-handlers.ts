import { depositPaymentChannels } from '@/features/deposit/channels/payment-channels';
import { depositRelays, relayOf } from '@/features/deposit/order/deposit-relays';
import { depositPromotions } from '@/features/deposit/promotions/deposit-promotions';
import { cancelDeposit, depositTransactionReport } from '@/features/deposit/records/deposit-records';
import { depositSettings } from '@/features/deposit/settings/deposit-settings';
import { callGroup, handle, type MemberContext } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { refuseDepositOverLimit } from '../safer-gambling/limit-checks';
import { depositLineWire } from './deposit-settle';
import { demoQrDataUrl, depositMethods, findChannel, type DepositOrder, type MockChannel } from './deposits';
import { addTransaction, setTransactionStatus } from './money-book';
import { amountCents, refuseTrial } from './money-checks';

// Deposits in the platform's shapes (spec 5, 2.4; mocks/README.md, Deposits): the site's settings, the
// methods keyed by code, one relay per kind of method, the promotions for an amount, the record and the
// cancellation. A launch-URL order is paid on the mock's own payment page (pay-page.ts).

const reais = (cents: number) => cents / 100;

function channelWire(c: MockChannel) {
  const yn = (on: boolean) => (on ? 'Y' : 'N');
  return {
    vendorId: Number(c.vendorId),
    vendorName: c.vendorName,
    min: reais(c.minCents),
    max: reais(c.maxCents),
    banks: [{ bankCode: c.bankCode, bankType: c.bankType }],
    mcsBankCode: c.mcsBankCode,
    fixAmounts: c.fixCents.map(reais),
    fixAmountFlag: yn(c.fixAmountFlag),
    fixAmountOnly: yn(c.fixAmountOnly),
    customerCharge: c.customerCharge,
    nicknameRequired: yn(c.nicknameRequired),
    confirmationRequired: 'N',
    phoneVerificationRequired: 'N',
    description: c.description,
  };
}

/** The deposit promotions (our seed; the shape is the member centre's, 70167053964). */
const promotions = [
  {
    promId: 9101,
    promName: 'Welcome reload 50%',
    minDeposit: 50,
    remark: '',
    bonusType: 'PERCENTAGE',
    depositPromDetailsList: [
      { minDepositDetail: 50, bonusAmtDetail: 50, maxBonusDetail: 200, minBonusDetail: 0 },
    ],
    conditionStatuses: [],
  },
  {
    promId: 9102,
    promName: 'Weekend R$ 10 bonus',
    minDeposit: -1,
    remark: '',
    bonusType: 'FIXED',
    depositPromDetailsList: [
      { minDepositDetail: 0, bonusAmtDetail: 10, maxBonusDetail: 0, minBonusDetail: 0 },
    ],
    conditionStatuses: [],
  },
];

/** What the member pays with after the order, by the relay's kind (our design where no source reads it). */
function paymentAnswer(ctx: MemberContext, order: DepositOrder, method: string) {
  const base = { transactionId: order.orderNo };
  switch (relayOf(method)?.step) {
    case 'launch':
      return { ...base, redirectUrl: `${ctx.origin}/__mock/pay/${order.orderNo}` };
    case 'qr':
      return { ...base, qrImageUrl: demoQrDataUrl(`${order.orderNo}:${order.cents}`) };
    case 'wallet':
      return {
        ...base,
        walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        qrImageUrl: demoQrDataUrl(`usdt:${order.orderNo}`),
      };
    default:
      return {
        ...base,
        bankName: 'Banco do Brasil',
        accountName: 'Gaming Portal Pagamentos Ltda',
        accountNumber: '1234-5 / 98765-4',
        remark: order.orderNo,
      };
  }
}

/**
 * One relay's order. The channel is found by `vendorId` and must be of a method this relay serves, with
 * the method's own `bankType` (a wrong one is refused, as a gateway would); the amount within the channel's
 * range (one of its amounts where it takes only those) and within the member's deposit limits.
 */
function placeOrder(ctx: MemberContext, relayName: string) {
  const { state, member, body } = ctx;
  refuseTrial(member);
  if (state.scenario.deposit === 'closed') throw badRequest('deposit.closed', 'Deposits are closed');
  const found = findChannel(field(body, 'vendorId'));
  if (
    !found ||
    relayOf(found.method.code)?.endpoint.name !== relayName ||
    field(body, 'bankType') !== found.channel.bankType ||
    field(body, 'mcsBankCode') !== found.channel.mcsBankCode
  ) {
    throw badRequest('deposit.channel.invalid', 'Choose a payment channel');
  }
  const { method, channel } = found;
  const cents = amountCents(body, 'deposit.amount.invalid', channel.minCents, channel.maxCents);
  if (channel.fixAmountOnly && !channel.fixCents.includes(cents)) {
    throw badRequest('deposit.amount.invalid', 'This channel takes only its fixed amounts');
  }
  if (state.scenario.deposit === 'refused') {
    throw badRequest('deposit.vendor.unavailable', 'This payment channel cannot take deposits right now');
  }
  refuseDepositOverLimit(state, member.id, cents);
  const line = addTransaction(state, member.id, {
    type: 'DEPOSIT',
    cents,
    status: 'PENDING',
    remark: channel.vendorName,
  });
  const promotionId = field(body, 'promotionId');
  const order: DepositOrder = {
    orderNo: line.referenceNo,
    memberId: member.id,
    methodCode: method.code,
    vendorId: channel.vendorId,
    vendorName: channel.vendorName,
    cents,
    status: 'PENDING',
    createMs: mockNow(state),
    updateMs: null,
    promotionId: promotions.some((p) => String(p.promId) === promotionId) ? promotionId : null,
  };
  state.money.deposits.unshift(order);
  return paymentAnswer(ctx, order, method.code);
}

export const depositHandlers = callGroup(
  handle(depositSettings, ({ state }) => ({
    allowDeposit: state.scenario.deposit === 'closed' ? 'N' : 'Y',
    totalDepositSuccessCount: 1,
    depositInfo: '24/24',
    ...(state.scenario.deposit === 'closed'
      ? { depositOffMessage: 'Deposits are paused for maintenance until 14:00.' }
      : {}),
  })),
  handle(depositPaymentChannels, ({ state }) =>
    state.scenario.deposit === 'none'
      ? {}
      : Object.fromEntries(
          depositMethods.map((m) => [
            m.code,
            {
              code: m.code,
              channels: m.channels.map(channelWire),
              mergedChannel: {
                suggestedAmounts: m.suggestedCents.map(reais),
                min: reais(Math.min(...m.channels.map((c) => c.minCents))),
                max: reais(Math.max(...m.channels.map((c) => c.maxCents))),
              },
              message: m.message,
              exchangeRate: m.code === 'USDT' ? 5.4 : null,
            },
          ]),
        ),
  ),
  ...depositRelays.map((relay) => handle(relay, (ctx) => placeOrder(ctx, relay.name))),
  handle(depositPromotions, ({ query }) => {
    const amount = Number(query.get('amount'));
    return promotions.filter((p) => p.minDeposit < 0 || (Number.isFinite(amount) && amount >= p.minDeposit));
  }),
  handle(depositTransactionReport, ({ state, member, query }) => {
    const size = Math.min(Math.max(Number(query.get('pageSize')) || 10, 1), 100);
    const page = Math.max(Number(query.get('pageNo')) || 1, 1);
    const mine = state.money.deposits.filter((o) => o.memberId === member.id);
    return {
      list: mine.slice((page - 1) * size, page * size).map(depositLineWire),
      footer: {
        totalAmount: reais(mine.filter((o) => o.status === 'APPROVED').reduce((s, o) => s + o.cents, 0)),
      },
      totalPages: Math.ceil(mine.length / size),
    };
  }),
  // Body { transactionId } (our design): a pending deposit of the member's is cancelled, its line REJECTED.
  handle(cancelDeposit, ({ state, member, body }) => {
    const order = state.money.deposits.find(
      (o) => o.orderNo === field(body, 'transactionId') && o.memberId === member.id,
    );
    if (!order) throw badRequest('deposit.notFound', 'Deposit not found');
    if (order.status !== 'PENDING')
      throw badRequest('deposit.cancel.invalid', 'This deposit is already decided');
    order.status = 'CANCELLED';
    order.updateMs = mockNow(state);
    setTransactionStatus(state.money, member.id, order.orderNo, 'REJECTED');
    return null;
  }),
);
