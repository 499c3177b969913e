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
