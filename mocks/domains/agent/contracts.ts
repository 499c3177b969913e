import { addIncome } from './reports';
import type { Contract, ContractKind, ContractTier } from './agents';
import { dayIndexOf } from './agents';
import { mockNow } from '../clock/clock';
import { emitLiveEvent } from '../live-events/live-events';
import { addTransaction, mainWallet } from '../money/money-book';
import type { MockState } from '../../state/mock-state';
import { activeMembersIn, dateOfDay, teamFiguresByDay } from './team-figures';

// Contracts at work (issue 12, designed: mocks/README.md "Agent contracts"): the payout simulator, the
// lower-rate rule and settlement on the mock clock. Amounts in integer cents.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const REALTIME_WINDOW_MS = 5 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

export interface ContractPayout {
  payoutId: number;
  contractId: number;
  kind: ContractKind;
  memberId: number;
  amountCents: number;
  /** What the payout settled: a day (`yyyy-MM-dd`), an hour or a 5-minute window. */
  settled: string;
  timeMs: number;
}

export interface ContractPayoutBook {
  payouts: ContractPayout[];
  nextPayoutId: number;
}

export function seedContractPayouts(): ContractPayoutBook {
  return { payouts: [], nextPayoutId: 1 };
}

/** A contract binds both sides while it is active, and while its termination waits for an answer. */
export function inForce(contract: Contract): boolean {
  return (
    contract.status === 'ACTIVE' || (contract.status === 'PENDING' && contract.requestKind === 'TERMINATION')
  );
}

/** The contract's headline rate: its best tier's (real-time salary: its profit rate). */
export function topRate(contract: Contract): number {
  return Math.max(...contract.tiers.map((t) => t.rate), contract.realtime?.profitRate ?? 0);
}

/** Days the simulator looks back over, per salary period (a real-time or daily contract: one day). */
const periodLength: Record<Contract['period'], number> = {
  DAILY: 1,
  WEEKLY: 7,
  SEMIMONTHLY: 15,
  MONTHLY: 30,
  REALTIME: 1,
};

export interface TeamWindow {
  validBetCents: number;
  winLossCents: number;
  activeMembers: number;
}

function teamWindow(state: MockState, agentId: number, from: number, to: number): TeamWindow {
  const days = teamFiguresByDay(state, agentId, from, to);
  return {
    validBetCents: days.reduce((sum, d) => sum + d.validBetCents, 0),
    winLossCents: days.reduce((sum, d) => sum + d.winLossCents, 0),
    activeMembers: activeMembersIn(state, agentId, from, to),
  };
}

/** The best tier whose every threshold the figures meet (`days` long), or null. */
export function reachedTier(contract: Contract, figures: TeamWindow, days: number): ContractTier | null {
  // The house's profit is the team's loss: a dividend shares what the team lost.
  const houseProfit = -figures.winLossCents;
  const met = contract.tiers.filter(
    (tier) =>
      (tier.periodValidBetCents ?? 0) <= figures.validBetCents &&
      (tier.periodProfitLossCents ?? 0) <= houseProfit &&
      (tier.activeMembers ?? 0) <= figures.activeMembers &&
      (tier.dailyBetCents ?? 0) * days <= figures.validBetCents &&
      (tier.hourlyBetCents ?? 0) * 24 * days <= figures.validBetCents,
  );
  return met.reduce<ContractTier | null>((best, t) => (!best || t.rate > best.rate ? t : best), null);
}

/** What the contract pays on these figures: dividends on the house's profit, salaries on valid bets. */
export function payoutOn(contract: Contract, figures: TeamWindow, days: number): number {
  if (contract.kind === 'REALTIME_SALARY') {
    const rt = contract.realtime;
    if (!rt || figures.activeMembers < rt.minActiveMembers) return 0;
    const result =
      figures.winLossCents < 0
        ? (-figures.winLossCents * rt.lossRate) / 100
        : (figures.winLossCents * rt.profitRate) / 100;
    return Math.round((figures.validBetCents * rt.singleBetRate) / 100 + result);
  }
  const tier = reachedTier(contract, figures, days);
  if (!tier) return 0;
  const base = contract.kind === 'DIVIDEND' ? Math.max(0, -figures.winLossCents) : figures.validBetCents;
  return Math.round((base * tier.rate) / 100);
}

export interface Simulation {
  startDate: string;
  endDate: string;
  validBetCents: number;
  winLossCents: number;
  activeMembers: number;
  rate: number;
  payoutCents: number;
}

/** What the contract would have paid its receiver on the last complete period (ending yesterday). */
export function simulate(state: MockState, contract: Contract): Simulation {
  const days = periodLength[contract.period];
  const to = dayIndexOf(state.clockMs) - 1;
  const from = to - days + 1;
  const figures = teamWindow(state, contract.toId, from, to);
  const rate =
    contract.kind === 'REALTIME_SALARY'
      ? (contract.realtime?.profitRate ?? 0)
      : (reachedTier(contract, figures, days)?.rate ?? 0);
  return {
    startDate: dateOfDay(from),
    endDate: dateOfDay(to),
    ...figures,
    rate,
    payoutCents: payoutOn(contract, figures, days),
  };
}

/**
 * The lower-rate rule: agreeing to `offer` ends every contract of its kind that its receiver gave its own
 * downline at a higher rate (a sub-agent cannot pay more than it is paid).
 */
export function contractsEndedBy(state: MockState, offer: Contract): Contract[] {
  if (offer.requestKind !== 'NEW') return [];
  const rate = topRate(offer);
  return state.agents.contracts.filter(
    (c) => c.fromId === offer.toId && c.kind === offer.kind && inForce(c) && topRate(c) > rate,
  );
}

function pay(state: MockState, contract: Contract, cents: number, settled: string): void {
  if (cents <= 0) return;
  const member = state.members.get(contract.toId);
  if (!member) return;
  mainWallet(member).cents += cents;
  addTransaction(state, member.id, {
    type: 'BONUS',
    cents,
    remark: `Contract ${contract.contractId} ${settled}`,
  });
  const book = state.contractPayouts;
  book.payouts.unshift({
    payoutId: book.nextPayoutId++,
    contractId: contract.contractId,
    kind: contract.kind,
    memberId: member.id,
    amountCents: cents,
    settled,
    timeMs: mockNow(state),
  });
  // My income lists it beside commissions (./reports.ts).
  addIncome(state, member.id, {
    kind: contract.kind,
    amount: cents / 100,
    time: mockNow(state),
    remark: `Contract ${contract.contractId} ${settled}`,
  });
  emitLiveEvent(state, member.id, 'balance');
}

/** Every boundary of `step` crossed in (from, to]. */
function boundaries(fromMs: number, toMs: number, step: number): number[] {
  const found: number[] = [];
  for (let at = Math.floor(fromMs / step) * step + step; at <= toMs; at += step) found.push(at);
  return found;
}

/**
 * Settles what the clock's move from `fromMs` to `toMs` owes. The mock has no live bets, so a real-time
 * window (every 5 minutes) or an hourly settlement each stands for an average hour of the previous day's
 * play; a daily salary is paid the next day on the day before's figures.
 */
export function settleContracts(state: MockState, fromMs: number, toMs: number): void {
  for (const contract of state.agents.contracts.filter(inForce)) {
    if (contract.kind === 'REALTIME_SALARY' || contract.kind === 'HOURLY_SALARY') {
      const step = contract.kind === 'REALTIME_SALARY' ? REALTIME_WINDOW_MS : HOUR_MS;
      for (const at of boundaries(fromMs, toMs, step)) {
        const day = dayIndexOf(at) - 1;
        const whole = teamWindow(state, contract.toId, day, day);
        // An hour's share either way: the mock's 5-minute windows would otherwise pay fractions of a cent.
        const share = HOUR_MS / DAY_MS;
        const window = {
          validBetCents: whole.validBetCents * share,
          winLossCents: whole.winLossCents * share,
          activeMembers: whole.activeMembers,
        };
        const cents =
          contract.kind === 'REALTIME_SALARY'
            ? whole.validBetCents >= (contract.realtime?.minBetCents ?? 0)
              ? payoutOn(contract, window, 1)
              : 0
            : // An hourly tier is met on the day's average hour.
              payoutOn(contract, whole, 1) * share;
        pay(state, contract, Math.round(cents), new Date(at).toISOString().slice(0, 16).replace('T', ' '));
      }
    } else if (contract.kind === 'DAILY_SALARY') {
      for (const at of boundaries(fromMs, toMs, DAY_MS)) {
        const day = dayIndexOf(at) - 1;
        pay(
          state,
          contract,
          payoutOn(contract, teamWindow(state, contract.toId, day, day), 1),
          dateOfDay(day),
        );
      }
    }
  }
}

/** The contract payouts a member received, newest first: what "My income" lists. */
export function contractPayoutsOf(book: ContractPayoutBook, memberId: number): ContractPayout[] {
  return book.payouts.filter((p) => p.memberId === memberId);
}
