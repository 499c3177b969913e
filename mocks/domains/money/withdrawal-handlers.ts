import { confirmWithdrawal } from '@/features/withdraw/receipts/confirm-withdrawal';
import { withdraw } from '@/features/withdraw/cashier/withdraw';
import { withdrawInfo } from '@/features/withdraw/cashier/withdraw-info';
import { withdrawals } from '@/features/withdraw/history/withdrawals';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { addTransaction, mainWallet } from './money-book';
import type { MoneyBook } from './money-seed';
import {
  bankName,
  maskAccountNumber,
  MAX_WITHDRAW_CENTS,
  MIN_WITHDRAW_CENTS,
  settleReceipt,
  type BankAccount,
  type ReceiptStatus,
  type Withdrawal,
} from './withdrawals';
import { recordPage } from './record-query';
import { amountCents, checkWithdrawPassword, refuseTrial } from './money-checks';
import { readProofImage } from './proof-image';

// Bank accounts, withdrawals and the receipt confirmation (designed shapes, see mocks/README.md).

export function bankAccountWire(account: BankAccount) {
  return {
    bankAccountId: account.bankAccountId,
    bankCode: account.bankCode,
    bankName: bankName(account.bankCode),
    accountNumber: maskAccountNumber(account.accountNumber),
    holderName: account.holderName,
  };
}

/** The withdrawal as the member sees it at `now` (the mock's clock), its receipt settled first. */
export function withdrawalWire(w: Withdrawal, now: number) {
  settleReceipt(w, now);
  const answered = w.receivedCents !== null;
  return {
    withdrawalNo: w.withdrawalNo,
    amount: w.cents / 100,
    status: w.status,
    bankAccount: bankAccountWire(w.bankAccount),
    requestTime: formatDateTime(w.requestMs),
    updateTime: w.updateMs === null ? null : formatDateTime(w.updateMs),
    paidTime: w.paidMs === null ? null : formatDateTime(w.paidMs),
    receiptStatus: w.receipt,
    receiptDeadline: w.receiptDeadlineMs === null ? null : formatDateTime(w.receiptDeadlineMs),
    // From the mock's clock, so a UI countdown does not depend on the browser's clock agreeing with it.
    receiptSecondsLeft:
      w.receipt === 'AWAITING' && w.receiptDeadlineMs !== null
        ? Math.max(0, Math.floor((w.receiptDeadlineMs - now) / 1000))
        : null,
    receivedAmount: answered ? w.receivedCents! / 100 : null,
    remainingAmount: answered ? (w.cents - w.receivedCents!) / 100 : null,
    proofImage: w.proof ? { ...w.proof } : null,
  };
}

function accountsOf(book: MoneyBook, member: Member): BankAccount[] {
  const accounts = book.bankAccounts.get(member.id) ?? [];
  book.bankAccounts.set(member.id, accounts);
  return accounts;
}

const receiptAnswers: readonly ReceiptStatus[] = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'];

export const withdrawalHandlers = callGroup(
  handle(withdrawInfo, ({ state, member }) => ({
    withdrawableAmount: mainWallet(member).cents / 100,
    minAmount: MIN_WITHDRAW_CENTS / 100,
    maxAmount: MAX_WITHDRAW_CENTS / 100,
    receiptWindowMinutes: state.scenario.receiptWindowMinutes,
  })),
  // (E) body { amount, bankAccountId, withdrawPassword }: the amount leaves the main wallet at once (held).
  handle(withdraw, ({ state, member, body }) => {
    refuseTrial(member);
    const account = accountsOf(state.money, member).find(
      (a) => String(a.bankAccountId) === field(body, 'bankAccountId'),
    );
    if (!account) throw badRequest('withdraw.bankAccount.invalid', 'Choose one of your bank accounts');
    const cents = amountCents(body, 'withdraw.amount.invalid', MIN_WITHDRAW_CENTS, MAX_WITHDRAW_CENTS);
    checkWithdrawPassword(member, body, 'withdraw.field.required');
    const main = mainWallet(member);
    if (main.cents < cents) throw badRequest('withdraw.balance.insufficient', 'Insufficient balance');
    main.cents -= cents;
    const line = addTransaction(state, member.id, {
      type: 'WITHDRAWAL',
      cents: -cents,
      status: 'PENDING',
      remark: `${bankName(account.bankCode)} ${maskAccountNumber(account.accountNumber)}`,
    });
    const withdrawal: Withdrawal = {
      withdrawalNo: line.referenceNo,
      memberId: member.id,
      cents,
      bankAccount: account,
      status: 'PENDING',
      requestMs: line.timeMs,
      updateMs: null,
      paidMs: null,
      receipt: 'NONE',
      receiptDeadlineMs: null,
      receivedCents: null,
      proof: null,
    };
    state.money.withdrawals.unshift(withdrawal);
    return withdrawalWire(withdrawal, mockNow(state));
  }),
  // Query pageNo, pageSize (default 10), receiptStatus (e.g. AWAITING for the ones to confirm).
  handle(withdrawals, ({ state, member, query }) => {
    const wanted = (query.get('receiptStatus') ?? '').trim().toUpperCase();
    const now = mockNow(state);
    const mine = state.money.withdrawals.filter((w) => w.memberId === member.id);
    mine.forEach((w) => settleReceipt(w, now));
    const matching = mine.filter((w) => wanted === '' || wanted === 'ALL' || w.receipt === wanted);
    return recordPage(matching, query, (w) => withdrawalWire(w, now), undefined, 10);
  }),
  // JSON { withdrawalNo, receiptStatus, receivedAmount?, proofImage? (data URL) } or the same as multipart
  // fields with proofImage a file.
  handle(confirmWithdrawal, async ({ state, member, body }) => {
    const withdrawal = state.money.withdrawals.find(
      (w) => w.withdrawalNo === field(body, 'withdrawalNo') && w.memberId === member.id,
    );
    if (!withdrawal) throw badRequest('withdraw.order.notFound', 'Withdrawal not found');
    settleReceipt(withdrawal, mockNow(state));
    if (withdrawal.receipt !== 'AWAITING') {
      throw badRequest('withdraw.confirm.closed', 'This withdrawal cannot be confirmed any more');
    }
    const answer = field(body, 'receiptStatus').toUpperCase() as ReceiptStatus;
    if (!receiptAnswers.includes(answer)) {
      throw badRequest('withdraw.receipt.invalid', 'Choose received, partly received or not received');
    }
    let receivedCents = withdrawal.cents;
    if (answer === 'PARTLY_RECEIVED') {
      receivedCents = amountCents(
        { amount: body.receivedAmount },
        'withdraw.receivedAmount.invalid',
        1,
        withdrawal.cents - 1,
      );
    }
    const proof = await readProofImage(body.proofImage);
    if (answer === 'NOT_RECEIVED') {
      if (!proof) throw badRequest('withdraw.proof.required', 'Upload a proof image');
      receivedCents = 0;
    }
    withdrawal.receipt = answer;
    withdrawal.receivedCents = receivedCents;
    withdrawal.proof = proof;
    withdrawal.updateMs = mockNow(state);
    return withdrawalWire(withdrawal, mockNow(state));
  }),
);
