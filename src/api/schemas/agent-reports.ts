import * as z from 'zod/mini';
import { amount, text } from './common';
import { paging } from './cashier';

/**
 * The agent centre's four reports: our design (spec 2 shows none), documented in mocks/README.md (Agent
 * centre reports). Pages carry the paging of the member's records, the totals of the whole filtered result
 * and the same totals per level (1: direct members). Loaded with the first report call (decision 018).
 */

const figure = z._default(amount, 0);
const level = z._default(amount, 1);

const bettingFigures = { betCount: figure, validBet: figure, winLoss: figure };
export const teamBettingPage = z.object({
  content: z.array(z.object({ date: text, account: text, level, gameType: text, ...bettingFigures })),
  ...paging,
  totals: z._default(z.object(bettingFigures), { betCount: 0, validBet: 0, winLoss: 0 }),
  levelTotals: z._default(z.array(z.object({ level, ...bettingFigures })), []),
});

const profitLossFigures = { deposits: figure, withdrawals: figure, validBet: figure, winLoss: figure };
export const teamProfitLossPage = z.object({
  content: z.array(z.object({ account: text, level, ...profitLossFigures })),
  ...paging,
  totals: z._default(z.object(profitLossFigures), { deposits: 0, withdrawals: 0, validBet: 0, winLoss: 0 }),
  levelTotals: z._default(z.array(z.object({ level, ...profitLossFigures })), []),
});

const moneyFigures = { deposits: figure, withdrawals: figure };
export const teamTransactionPage = z.object({
  content: z.array(z.object({ time: text, account: text, level, type: text, amount, status: text })),
  ...paging,
  totals: z._default(z.object(moneyFigures), { deposits: 0, withdrawals: 0 }),
  levelTotals: z._default(z.array(z.object({ level, ...moneyFigures })), []),
});

export const agentIncomePage = z.object({
  content: z.array(z.object({ id: text, time: text, kind: text, amount, remark: text })),
  ...paging,
  totals: z._default(z.object({ amount: figure }), { amount: 0 }),
});
