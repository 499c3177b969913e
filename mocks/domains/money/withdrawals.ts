// Bank accounts, withdrawals and the receipt confirmation of product rules: member and agent states (designed shapes).
import type { ProofImage } from './proof-image';

export interface Bank {
  bankCode: string;
  bankName: string;
}

export const banks: readonly Bank[] = [
  { bankCode: '001', bankName: 'Banco do Brasil' },
  { bankCode: '033', bankName: 'Santander' },
  { bankCode: '104', bankName: 'Caixa Econômica Federal' },
  { bankCode: '237', bankName: 'Bradesco' },
  { bankCode: '260', bankName: 'Nubank' },
  { bankCode: '341', bankName: 'Itaú Unibanco' },
  { bankCode: 'PIX', bankName: 'PIX' },
];

/**
 * A bound bank card or PIX key (the platform's `bankCards[]` item; the name stays for the withdrawals that
 * carry one). `pixKeyType`: the PIX bank's list key (CPF, PHONE, EMAIL, EVP), null for an account.
 */
export interface BankAccount {
  bankAccountId: number;
  bankCode: string;
  accountNumber: string;
  holderName: string;
  pixKeyType?: string | null;
  /** The template's fields as sent (`customFieldList`: a text, a choice, or both). */
  customFields?: {
    thirdPartyParamName?: string;
    value?: string;
    thirdPartyParamNameOption?: string;
    valueOption?: string;
  }[];
  /** false: the bank is in maintenance (`isWithdrawActive` "N"). */
  active?: boolean;
  createdMs?: number;
}

export const MAX_BANK_ACCOUNTS = 5;

/** The proofs binding a card asks (bindConfig's `validate`, spec 5 2.5) and whether GA must be bound first. */
export interface BindProofs {
  paymentPassword: boolean;
  validatePaymentPassword: boolean;
  mobileNum: boolean;
  authCode: boolean;
  shouldBindGA: boolean;
}

export const defaultBindProofs: BindProofs = {
  paymentPassword: true,
  validatePaymentPassword: false,
  mobileNum: false,
  authCode: false,
  shouldBindGA: false,
};
export const MIN_WITHDRAW_CENTS = 5_000;
export const MAX_WITHDRAW_CENTS = 5_000_000;
/** The site's receipt window (the product: "a set number of minutes", value not shown); scenario `receiptWindowMinutes`. */
export const DEFAULT_RECEIPT_WINDOW_MINUTES = 30;

/** PENDING (held, waiting for review) -> APPROVED -> PAID; PENDING or APPROVED -> REJECTED (refunded). */
export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAID';

/**
 * NONE until paid; then AWAITING the member's answer until the deadline, after which an unanswered one
 * reads AUTO_RECEIVED (counts as received, nothing is refunded).
 */
export type ReceiptStatus =
  'NONE' | 'AWAITING' | 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';

export interface Withdrawal {
  withdrawalNo: string;
  memberId: number;
  cents: number;
  bankAccount: BankAccount;
  status: WithdrawalStatus;
  requestMs: number;
  updateMs: number | null;
  paidMs: number | null;
  receipt: ReceiptStatus;
  receiptDeadlineMs: number | null;
  receivedCents: number | null;
  proof: ProofImage | null;
  /** What the site charged on top (the seeded withdrawals had no fee). */
  feeCents?: number;
}

export function bankName(bankCode: string): string {
  return banks.find((b) => b.bankCode === bankCode)?.bankName ?? bankCode;
}

export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/** An unanswered receipt whose deadline has passed counts as received from then on. */
export function settleReceipt(withdrawal: Withdrawal, nowMs: number): void {
  if (
    withdrawal.receipt === 'AWAITING' &&
    withdrawal.receiptDeadlineMs !== null &&
    nowMs >= withdrawal.receiptDeadlineMs
  ) {
    withdrawal.receipt = 'AUTO_RECEIVED';
    withdrawal.receivedCents = withdrawal.cents;
  }
}
