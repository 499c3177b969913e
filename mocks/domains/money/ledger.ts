// The account record (member transaction detail): every money movement of a member, one line each.
// Deposits and withdrawals share their order number as referenceNo, so a line follows its order's status.

export type TransactionType =
  'DEPOSIT' | 'WITHDRAWAL' | 'BONUS' | 'TRANSFER' | 'UPLINE_TRANSFER' | 'POINTS_CONVERT';

export const transactionTypes: readonly TransactionType[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BONUS',
  'TRANSFER',
  'UPLINE_TRANSFER',
  'POINTS_CONVERT',
];

export type TransactionStatus = 'PENDING' | 'SUCCESS' | 'REJECTED';

export type BonusType = 'REBATE' | 'PROMOTION' | 'VIP' | 'MISSION';

export const bonusTypes: readonly BonusType[] = ['REBATE', 'PROMOTION', 'VIP', 'MISSION'];

export interface Transaction {
  referenceNo: string;
  type: TransactionType;
  /**
   * Integer cents, signed against the member's total money: + in (deposit, bonus, points, an upline
   * receiving), - out (withdrawal, upline transfer sent). A wallet TRANSFER moves money between the
   * member's own wallets, so its amount is positive and it never counts in the totals.
   */
  cents: number;
  /** The wallet credited or debited; for TRANSFER the wallet the money left. */
  accountTypeId: number;
  /** TRANSFER only: the wallet the money went to. */
  toAccountTypeId: number | null;
  status: TransactionStatus;
  timeMs: number;
  remark: string;
  bonusType: BonusType | null;
}
