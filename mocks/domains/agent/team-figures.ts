import { dayIndexOf, TEAM_HISTORY_DAYS, type TeamDay } from './agents';
import { BASE_DATE_MS } from '../clock/dates';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';

// The team overview's sums (designed, mocks/README.md "Agent centre"), from the agent book's seeded days
// and, for members whose records the mock keeps (player01), from those records.

const DAY_MS = 86_400_000;

export const TEAM_PERIODS = ['TODAY', 'YESTERDAY', 'WEEK', 'MONTH'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export interface DayFigures {
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  firstDepositCents: number;
  depositCents: number;
  withdrawalCents: number;
  validBetCents: number;
  winLossCents: number;
}

/** Everyone below the agent, sub-agents' downlines included. */
export function teamOf(state: MockState, agentId: number): Member[] {
  const team: Member[] = [];
  const below = (id: number): void => {
    for (const member of state.members.values()) {
      if (member.parentId !== id) continue;
      team.push(member);
      below(member.id);
    }
  };
  below(agentId);
  return team;
}

/** The first and last day index of a period, on the mock clock (weeks start on Monday; UTC days). */
export function periodDays(period: TeamPeriod, nowMs: number): [number, number] {
  const today = dayIndexOf(nowMs);
  const date = new Date(Math.floor(nowMs / DAY_MS) * DAY_MS);
  if (period === 'YESTERDAY') return [today - 1, today - 1];
  if (period === 'WEEK') return [today - ((date.getUTCDay() + 6) % 7), today];
  if (period === 'MONTH') return [today - (date.getUTCDate() - 1), today];
  return [today, today];
}

export function dateOfDay(day: number): string {
  return new Date(Math.floor(BASE_DATE_MS / DAY_MS) * DAY_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/** A member's days read from its own records: settled bets, and deposits and withdrawals that went through. */
function daysFromRecords(state: MockState, memberId: number): Map<number, TeamDay> {
  const days = new Map<number, TeamDay>();
  const dayOf = (ms: number): TeamDay => {
    const key = dayIndexOf(ms);
    let found = days.get(key);
    if (!found) {
      found = { validBetCents: 0, winLossCents: 0, depositCents: 0, withdrawalCents: 0 };
      days.set(key, found);
    }
    return found;
  };
  for (const bet of state.money.bets.get(memberId) ?? []) {
    const day = dayOf(bet.settleMs);
    day.validBetCents += bet.validCents;
    day.winLossCents += bet.winLossCents;
  }
  for (const entry of state.money.ledger.get(memberId) ?? []) {
    if (entry.status !== 'SUCCESS') continue;
    if (entry.type === 'DEPOSIT') dayOf(entry.timeMs).depositCents += entry.cents;
    if (entry.type === 'WITHDRAWAL') dayOf(entry.timeMs).withdrawalCents += Math.abs(entry.cents);
  }
  return days;
}

export function daysOf(state: MockState, member: Member): Map<number, TeamDay> {
  return state.agents.teamDays.get(member.id) ?? daysFromRecords(state, member.id);
}

/** A member's first deposit, when it falls in the kept history (members who joined within 60 days). */
function firstDepositOf(member: Member, days: Map<number, TeamDay>): { day: number; cents: number } | null {
  if (dayIndexOf(member.regDate) <= -TEAM_HISTORY_DAYS) return null;
  const sorted = [...days.entries()].filter(([, d]) => d.depositCents > 0).sort(([a], [b]) => a - b);
  const first = sorted[0];
  return first ? { day: first[0], cents: first[1].depositCents } : null;
}

/** One line of figures per day from `from` to `to`, for the agent's whole team. */
export function teamFiguresByDay(state: MockState, agentId: number, from: number, to: number): DayFigures[] {
  const lines: DayFigures[] = Array.from({ length: to - from + 1 }, () => ({
    newMembers: 0,
    activeMembers: 0,
    firstDeposits: 0,
    firstDepositCents: 0,
    depositCents: 0,
    withdrawalCents: 0,
    validBetCents: 0,
    winLossCents: 0,
  }));
  for (const member of teamOf(state, agentId)) {
    const days = daysOf(state, member);
    const joined = dayIndexOf(member.regDate);
    if (joined >= from && joined <= to) lines[joined - from]!.newMembers += 1;
    const first = firstDepositOf(member, days);
    if (first && first.day >= from && first.day <= to) {
      lines[first.day - from]!.firstDeposits += 1;
      lines[first.day - from]!.firstDepositCents += first.cents;
    }
    for (let day = from; day <= to; day += 1) {
      const figures = days.get(day);
      if (!figures) continue;
      const line = lines[day - from]!;
      if (figures.validBetCents > 0) line.activeMembers += 1;
      line.depositCents += figures.depositCents;
      line.withdrawalCents += figures.withdrawalCents;
      line.validBetCents += figures.validBetCents;
      line.winLossCents += figures.winLossCents;
    }
  }
  return lines;
}

/** Members with at least one bet on any day of the period (a member active on two days counts once). */
export function activeMembersIn(state: MockState, agentId: number, from: number, to: number): number {
  return teamOf(state, agentId).filter((member) => {
    const days = daysOf(state, member);
    for (let day = from; day <= to; day += 1) if ((days.get(day)?.validBetCents ?? 0) > 0) return true;
    return false;
  }).length;
}
