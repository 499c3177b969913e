import { paymentConfirmationList } from '@/features/withdraw/receipts/c2c-payments';
import { processC2cTransaction } from '@/features/withdraw/receipts/process-c2c';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';
import { addC2cPayment, settleC2c, type C2cPayment, type C2cStatus } from './c2c';
import { amountCents } from './money-checks';
import { readProofImage } from './proof-image';

// Confirmations between players (our design of the fields, decision 055; see mocks/README.md).

/** The payment as its receiver sees it at `now` (the mock's clock), its window settled first. */
export function c2cWire(p: C2cPayment, now: number) {
  settleC2c(p, now);
  const answered = p.receivedCents !== null;
  return {
    transactionId: p.transactionId,
    withdrawalId: p.withdrawalId,
    amount: p.cents / 100,
    status: p.status,
    bankName: p.bankName,
    cardNumber: p.cardNumber,
    paidTime: formatDateTime(p.paidMs),
    remainingSeconds: p.status === 'AWAITING' ? Math.max(0, Math.floor((p.deadlineMs - now) / 1000)) : null,
    receivedAmount: answered ? p.receivedCents! / 100 : null,
    remainingAmount: answered ? (p.cents - p.receivedCents!) / 100 : null,
  };
}

const answers: readonly C2cStatus[] = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'];

export const c2cHandlers = callGroup(
  // Only what still waits: an answered or lapsed payment leaves the list.
  handle(paymentConfirmationList, ({ state, member }) => {
    const now = mockNow(state);
    return state.c2c.payments
      .filter((p) => p.memberId === member.id)
      .map((p) => c2cWire(p, now))
      .filter((p) => p.status === 'AWAITING');
  }),
  // JSON { transactionId, confirmStatus, receivedAmount?, proofImage? (data URL) }, or the same as
  // multipart fields with proofImage a file.
  handle(processC2cTransaction, async ({ state, member, body }) => {
    const payment = state.c2c.payments.find(
      (p) => p.transactionId === field(body, 'transactionId') && p.memberId === member.id,
    );
    if (!payment) throw badRequest('c2c.transaction.notFound', 'Payment not found');
    const now = mockNow(state);
    settleC2c(payment, now);
    if (payment.status !== 'AWAITING') {
      throw badRequest('c2c.confirm.closed', 'This payment cannot be confirmed any more');
    }
    const answer = field(body, 'confirmStatus').toUpperCase() as C2cStatus;
    if (!answers.includes(answer)) {
      throw badRequest('c2c.status.invalid', 'Choose received, partly received or not received');
    }
    let receivedCents = payment.cents;
    if (answer === 'PARTLY_RECEIVED') {
      receivedCents = amountCents(
        { amount: body.receivedAmount },
        'c2c.receivedAmount.invalid',
        1,
        payment.cents - 1,
      );
    }
    const proof = await readProofImage(body.proofImage);
    if (answer === 'NOT_RECEIVED') {
      if (!proof) throw badRequest('c2c.proof.required', 'Upload a proof image');
      receivedCents = 0;
    }
    payment.status = answer;
    payment.receivedCents = receivedCents;
    payment.proof = proof;
    return c2cWire(payment, now);
  }),
);

/**
 * The back office's side door: another player pays `account`'s withdrawal of `amount` reais now, and the
 * receipt window (the scenario's `receiptWindowMinutes`) opens.
 */
export const c2cControlHandlers = [
  controlCall('post', '/c2c/payments', async ({ state, request }) => {
    const body = await readJsonObject(request);
    const member = findMemberByAccount(state.members, String(body?.account ?? ''));
    if (!member || isTrial(member)) return controlRefusal('mock.c2c.member', 'No such real member');
    const amount = body?.amount;
    const cents = typeof amount === 'number' ? Math.round(amount * 100) : NaN;
    if (!Number.isInteger(cents) || cents < 1) return controlRefusal('mock.c2c.amount', 'amount: reais > 0');
    const now = mockNow(state);
    const payment = addC2cPayment(state.c2c, member.id, cents, now, state.scenario.receiptWindowMinutes);
    return controlOk(c2cWire(payment, now));
  }),
];
