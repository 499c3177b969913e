import * as z from 'zod/mini';
import { amount, flag, text } from './common';

/**
 * The agent centre's answers. Spec 2 names the consolidated data's four fields and shows nothing else:
 * the team overview is our design, documented in mocks/README.md (Agent centre). Loaded only with the
 * first call that needs them (decision 018).
 */

/** Which contract kinds the agent policy offers the member (1 offered, 0 not). */
export const consolidated = z.object({
  dailysalreqtype: z._default(flag, false),
  divtypereq: z._default(flag, false),
  contracthoursalreq: z._default(flag, false),
  realtimesalreqtype: z._default(flag, false),
});
export type Consolidated = z.infer<typeof consolidated>;

const count = z._default(amount, 0);
const money = z._default(amount, 0);

export const teamTrendDay = z.object({
  date: text,
  newMembers: count,
  activeMembers: count,
  deposits: money,
  withdrawals: money,
  validBets: money,
  profitLoss: money,
});
export type TeamTrendDay = z.infer<typeof teamTrendDay>;

export const teamOverview = z.object({
  period: text,
  startDate: text,
  endDate: text,
  teamSize: count,
  directMembers: count,
  newMembers: count,
  activeMembers: count,
  firstDeposits: count,
  firstDepositAmount: money,
  deposits: money,
  withdrawals: money,
  validBets: money,
  profitLoss: money,
  trend: z._default(z.array(teamTrendDay), []),
});
export type TeamOverview = z.infer<typeof teamOverview>;
