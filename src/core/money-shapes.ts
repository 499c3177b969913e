import * as z from 'zod/mini';
import { amount, id, text } from '@/api/schemas/common';

/*
 * Shapes several cashier answers share. The product leaves the cashier's payloads "not shown": these are our
 * design, documented in mocks/README.md (Deposits, Withdrawals).
 */

export const when = z.nullish(z.string());

export const bankAccount = z.object({
  bankAccountId: id,
  bankCode: text,
  bankName: text,
  accountNumber: text,
  holderName: text,
});
export type BankAccount = z.infer<typeof bankAccount>;

/** A deposit order: as created, and as asked about while the member pays. */
export const depositOrderShape = z.object({
  orderNo: text,
  channelId: id,
  channelType: z.string(),
  channelName: text,
  amount,
  status: z.string(),
  createTime: when,
  expireTime: when,
  updateTime: when,
  payment: z.nullish(
    z.object({
      payeeName: z.nullish(z.string()),
      bankName: z.nullish(z.string()),
      bankBranch: z.nullish(z.string()),
      accountNumber: z.nullish(z.string()),
      pixKey: z.nullish(z.string()),
      walletAccount: z.nullish(z.string()),
    }),
  ),
  qrPayload: z.nullish(z.string()),
});
export type DepositOrder = z.infer<typeof depositOrderShape>;

/** A withdrawal as the server answers it (the request, the list and the receipt confirmation). */
export const withdrawalShape = z.object({
  withdrawalNo: text,
  amount,
  status: z.string(),
  bankAccount: z.nullish(bankAccount),
  requestTime: when,
  updateTime: when,
  paidTime: when,
  receiptStatus: z._default(z.string(), 'NONE'),
  receiptDeadline: when,
  receiptSecondsLeft: z.nullish(z.coerce.number()),
  receivedAmount: z.nullish(amount),
  remainingAmount: z.nullish(amount),
});
export type Withdrawal = z.infer<typeof withdrawalShape>;
