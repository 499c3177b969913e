import * as z from 'zod/mini';
import { amount, figure, text } from '@/api/schemas/common';

/**
 * The four contract calls' answers (our design: the reference names the calls and passes their payloads
 * through from a popup outside its bundle; mocks/README.md, Agent contracts). One shape for every action:
 * `list` fills the lists, the answers to offer, accept, reject and terminate fill contractId, status and
 * endedContracts.
 */

const maybe = z.optional(z.nullable(amount));

export const contractTier = z.object({
  periodValidBet: maybe,
  periodProfitLoss: maybe,
  activeMembers: maybe,
  dailyBet: maybe,
  hourlyBet: maybe,
  rate: figure,
});
export type ContractTier = z.infer<typeof contractTier>;

export const contractSimulation = z.object({
  startDate: text,
  endDate: text,
  validBets: figure,
  profitLoss: figure,
  activeMembers: figure,
  rate: figure,
  payout: figure,
});
export type ContractSimulation = z.infer<typeof contractSimulation>;

export const contract = z.object({
  contractId: amount,
  kind: text,
  fromAccount: text,
  toAccount: text,
  status: text,
  requestKind: text,
  period: text,
  rate: figure,
  tiers: z._default(z.array(contractTier), []),
  realtime: z.optional(
    z.nullable(
      z.object({
        profitRate: figure,
        lossRate: figure,
        singleBetRate: figure,
        minBet: figure,
        minActiveMembers: figure,
      }),
    ),
  ),
  createdDate: text,
  simulation: z.optional(z.nullable(contractSimulation)),
  endsContracts: z.optional(
    z.nullable(z.array(z.object({ contractId: amount, toAccount: text, rate: figure }))),
  ),
});
export type Contract = z.infer<typeof contract>;

export const contractAnswer = z.object({
  received: z._default(z.array(contract), []),
  given: z._default(z.array(contract), []),
  downlines: z._default(z.array(z.object({ memberId: amount, account: text })), []),
  contractId: z.optional(amount),
  status: z.optional(text),
  endedContracts: z._default(z.array(amount), []),
});
export type ContractAnswer = z.infer<typeof contractAnswer>;

/** The fields of an action (`action` and what it needs), sent as they are. */
export type ContractFields = Record<string, string>;
