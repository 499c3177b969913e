import { formatDateTime } from '../clock/dates';
import { bankName, maskAccountNumber, settleReceipt, type BankAccount, type Withdrawal } from './withdrawals';

// A withdrawal as the back office's control calls answer it (mocks/README.md, Control API); the member's
// withdraw calls are in withdraw-request-handlers.ts.

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
