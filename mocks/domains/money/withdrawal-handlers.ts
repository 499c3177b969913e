import { addBankAccount } from '@/features/withdraw/bank-accounts/add-bank-account';
import { bankAccounts } from '@/features/withdraw/bank-accounts/bank-accounts';
import { withdrawals } from '@/features/withdraw/history/withdrawals';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import type { MoneyBook } from './money-seed';
import {
  bankName,
  banks,
  maskAccountNumber,
  MAX_BANK_ACCOUNTS,
  settleReceipt,
  type BankAccount,
  type Withdrawal,
} from './withdrawals';
import { recordPage } from './record-query';
import { refuseTrial } from './money-checks';

// Bank accounts and the receipt confirmation (designed shapes, see mocks/README.md); the withdrawal itself
// is in withdraw-request-handlers.ts.

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

export const withdrawalHandlers = callGroup(
  handle(bankAccounts, ({ state, member }) => ({
    list: accountsOf(state.money, member).map(bankAccountWire),
    banks: banks.map((b) => ({ ...b })),
    maxCount: MAX_BANK_ACCOUNTS,
  })),
  // Body { bankCode, accountNumber, holderName }. Every account of a member must carry the same holder.
  handle(addBankAccount, ({ state, member, body }) => {
    refuseTrial(member);
    const bankCode = field(body, 'bankCode');
    const accountNumber = field(body, 'accountNumber').replace(/[\s-]/g, '');
    const holderName = field(body, 'holderName').replace(/\s+/g, ' ');
    if (!banks.some((b) => b.bankCode === bankCode)) {
      throw badRequest('bankAccount.field.invalid', 'Choose a bank');
    }
    if (!/^\d{5,20}$/.test(accountNumber)) {
      throw badRequest('bankAccount.field.invalid', 'The account number must be 5 to 20 digits');
    }
    if (!/^\p{L}[\p{L} '.-]{1,59}$/u.test(holderName)) {
      throw badRequest('bankAccount.field.invalid', 'Enter the account holder name');
    }
    const accounts = accountsOf(state.money, member);
    const holder = accounts[0]?.holderName;
    if (holder !== undefined && holder.toLowerCase() !== holderName.toLowerCase()) {
      throw badRequest('bankAccount.holder.mismatch', 'The holder name must match your other accounts');
    }
    if (accounts.some((a) => a.bankCode === bankCode && a.accountNumber === accountNumber)) {
      throw badRequest('bankAccount.duplicated', 'This bank account is already added');
    }
    if (accounts.length >= MAX_BANK_ACCOUNTS) {
      throw badRequest('bankAccount.limit', `At most ${MAX_BANK_ACCOUNTS} bank accounts`);
    }
    const account = {
      bankAccountId: state.money.nextBankAccountId++,
      bankCode,
      accountNumber,
      holderName,
    };
    accounts.push(account);
    return bankAccountWire(account);
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
);
