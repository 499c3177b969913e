import * as z from 'zod/mini';
import { amount, id, text } from './common';

/**
 * The cashier's calls (deposit, withdrawal, transfer to upline). Spec 2 leaves their payloads "not shown":
 * these are the shapes of our design, documented in mocks/README.md (Deposits, Withdrawals).
 */

const when = z.nullish(z.string());

export const depositChannel = z.object({
  channelId: id,
  channelType: z.string(),
  channelName: text,
  minAmount: amount,
  maxAmount: amount,
  presetAmounts: z._default(z.array(amount), []),
});
export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannels = z.object({ list: z.array(depositChannel) });

export const depositOrder = z.object({
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
export type DepositOrder = z.infer<typeof depositOrder>;

export const bankAccount = z.object({
  bankAccountId: id,
  bankCode: text,
  bankName: text,
  accountNumber: text,
  holderName: text,
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccounts = z.object({
  list: z.array(bankAccount),
  banks: z._default(z.array(z.object({ bankCode: text, bankName: text })), []),
  maxCount: z._default(z.coerce.number(), 5),
});
export type BankAccounts = z.infer<typeof bankAccounts>;

export const withdrawInfo = z.object({
  withdrawableAmount: amount,
  minAmount: amount,
  maxAmount: amount,
  receiptWindowMinutes: z.nullish(z.coerce.number()),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const withdrawal = z.object({
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
export type Withdrawal = z.infer<typeof withdrawal>;

const paging = {
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 1),
  totalCount: z._default(z.coerce.number(), 0),
};

export const withdrawals = z.object({ content: z.array(withdrawal), ...paging });

export const uplineInfo = z.object({
  uplineAccount: text,
  uplineName: text,
  transferableAmount: amount,
  minAmount: amount,
  maxAmount: amount,
});
export type UplineInfo = z.infer<typeof uplineInfo>;

export const uplineTransfer = z.object({
  referenceNo: text,
  amount,
  uplineAccount: text,
  uplineName: text,
  balance: z.nullish(amount),
});
export type UplineTransfer = z.infer<typeof uplineTransfer>;

export { paging };
