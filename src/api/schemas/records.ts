import * as z from 'zod/mini';
import { amount, id, text } from './common';
import { paging } from './cashier';

/**
 * The member's records (betting, account, profit and loss, bonus details). Spec 2 names only
 * ODSFE2_MemTransDet; the shapes are our design, documented in mocks/README.md (Records).
 */

export const transaction = z.object({
  referenceNo: text,
  type: z.string(),
  amount,
  status: z.string(),
  createTime: text,
  accountTypeId: z.nullish(id),
  walletName: z.nullish(z.string()),
  toAccountTypeId: z.nullish(id),
  bonusType: z.nullish(z.string()),
  remark: z.nullish(z.string()),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionPage = z.object({
  content: z.array(transaction),
  ...paging,
  totals: z.object({ amountIn: amount, amountOut: amount, net: amount }),
});
export type TransactionPage = z.infer<typeof transactionPage>;

export const bet = z.object({
  betId: text,
  vendor: text,
  vendorName: text,
  gameType: text,
  gameName: text,
  nodeId: z.nullish(id),
  betAmount: amount,
  validBet: amount,
  winLoss: amount,
  payout: amount,
  betTime: text,
  settleTime: z.nullish(z.string()),
  status: text,
});
export type Bet = z.infer<typeof bet>;

export const betPage = z.object({
  content: z.array(bet),
  ...paging,
  totals: z.object({ betAmount: amount, validBet: amount, winLoss: amount }),
});
export type BetPage = z.infer<typeof betPage>;

const profitLossFigures = {
  betAmount: amount,
  validBet: amount,
  winLoss: amount,
  bonus: amount,
  deposit: amount,
  withdrawal: amount,
  profitLoss: amount,
};

export const profitLoss = z.object({
  list: z.array(z.object({ date: z.string(), ...profitLossFigures })),
  totals: z.object(profitLossFigures),
});
export type ProfitLoss = z.infer<typeof profitLoss>;

export const bonus = z.object({
  referenceNo: text,
  bonusType: text,
  bonusName: text,
  amount,
  status: text,
  createTime: text,
});
export type Bonus = z.infer<typeof bonus>;

export const bonusPage = z.object({
  content: z.array(bonus),
  ...paging,
  totals: z.object({ amount }),
});
export type BonusPage = z.infer<typeof bonusPage>;
