import { dayIndexOf } from './agents';
import { BASE_DATE_MS } from '../clock/dates';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { daysOf, teamOf } from './team-figures';

// The agent centre's four reports (issue 12, designed: mocks/README.md "Agent centre reports"). Lines are
// read from the seeded team history (./agents.ts), so they agree with the team overview.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const REPORT_GAME_TYPES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;
export type IncomeKind = 'COMMISSION' | 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
export const INCOME_KINDS: readonly IncomeKind[] = [
  'COMMISSION',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
];

export interface IncomeLine {
  id: number;
  kind: IncomeKind;
  cents: number;
  timeMs: number;
  remark: string;
}

/** agent id -> the agent's own payouts, newest last. */
export interface IncomeBook {
  lines: Map<number, IncomeLine[]>;
  nextId: number;
}

/** A team member with how far below the agent it sits: 1 for a direct member. */
export interface TeamMember {
  member: Member;
  level: number;
}

export function teamWithLevels(state: MockState, agentId: number): TeamMember[] {
  const levelOf = (member: Member): number => {
    let level = 1;
    let parent = member.parentId === null ? undefined : state.members.get(member.parentId);
    while (parent && parent.id !== agentId) {
      level += 1;
      parent = parent.parentId === null ? undefined : state.members.get(parent.parentId);
    }
    return level;
  };
  return teamOf(state, agentId).map((member) => ({ member, level: levelOf(member) }));
}

/** The days of a range that fall in the team history, with their day index. */
function dayIndexes(startMs: number, endMs: number): number[] {
  const from = dayIndexOf(startMs);
  const to = dayIndexOf(endMs);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function dayStartMs(day: number): number {
  return Math.floor(BASE_DATE_MS / DAY_MS) * DAY_MS + day * DAY_MS;
}

export interface BettingLine {
  day: number;
  account: string;
  level: number;
  gameType: (typeof REPORT_GAME_TYPES)[number];
  betCount: number;
  validBetCents: number;
  winLossCents: number;
}

/** One line per member and day with bets; the day's game type is fixed by member and day (the seed has none). */
export function bettingLines(
  state: MockState,
  agentId: number,
  startMs: number,
  endMs: number,
): BettingLine[] {
  const lines: BettingLine[] = [];
  const days = dayIndexes(startMs, endMs);
  for (const { member, level } of teamWithLevels(state, agentId)) {
    const history = daysOf(state, member);
    for (const day of days) {
      const figures = history.get(day);
      if (!figures || figures.validBetCents <= 0) continue;
      lines.push({
        day,
        account: member.account,
        level,
        gameType: REPORT_GAME_TYPES[Math.abs(member.id + day) % REPORT_GAME_TYPES.length]!,
        betCount: Math.max(1, Math.round(figures.validBetCents / 5_000)),
        validBetCents: figures.validBetCents,
        winLossCents: figures.winLossCents,
      });
    }
  }
  return lines.sort((a, b) => b.day - a.day || a.account.localeCompare(b.account));
}

export interface ProfitLossLine {
  account: string;
  level: number;
  depositCents: number;
  withdrawalCents: number;
  validBetCents: number;
  winLossCents: number;
}

/** One line per member with any figure in the range, summed over its days. */
export function profitLossLines(
  state: MockState,
  agentId: number,
  startMs: number,
  endMs: number,
): ProfitLossLine[] {
  const days = dayIndexes(startMs, endMs);
  const lines: ProfitLossLine[] = [];
  for (const { member, level } of teamWithLevels(state, agentId)) {
    const history = daysOf(state, member);
    const line = {
      account: member.account,
      level,
      depositCents: 0,
      withdrawalCents: 0,
      validBetCents: 0,
      winLossCents: 0,
    };
    for (const day of days) {
      const figures = history.get(day);
      if (!figures) continue;
      line.depositCents += figures.depositCents;
      line.withdrawalCents += figures.withdrawalCents;
      line.validBetCents += figures.validBetCents;
      line.winLossCents += figures.winLossCents;
    }
    if (line.depositCents || line.withdrawalCents || line.validBetCents) lines.push(line);
  }
  return lines.sort((a, b) => a.level - b.level || a.account.localeCompare(b.account));
}

export interface TransactionLine {
  timeMs: number;
  account: string;
  level: number;
  type: 'DEPOSIT' | 'WITHDRAWAL';
  cents: number;
}

/** The team's deposits and withdrawals, one line each, at fixed hours of their day (the seed keeps days). */
export function transactionLines(
  state: MockState,
  agentId: number,
  startMs: number,
  endMs: number,
): TransactionLine[] {
  const lines: TransactionLine[] = [];
  for (const { member, level } of teamWithLevels(state, agentId)) {
    const history = daysOf(state, member);
    for (const day of dayIndexes(startMs, endMs)) {
      const figures = history.get(day);
      if (!figures) continue;
      const base = dayStartMs(day) + ((member.id % 8) + 9) * HOUR_MS;
      if (figures.depositCents > 0) {
        lines.push({
          timeMs: base,
          account: member.account,
          level,
          type: 'DEPOSIT',
          cents: figures.depositCents,
        });
      }
      if (figures.withdrawalCents > 0) {
        const timeMs = base + 5 * HOUR_MS;
        lines.push({
          timeMs,
          account: member.account,
          level,
          type: 'WITHDRAWAL',
          cents: figures.withdrawalCents,
        });
      }
    }
  }
  return lines
    .filter((line) => line.timeMs >= startMs && line.timeMs <= endMs)
    .sort((a, b) => b.timeMs - a.timeMs || a.account.localeCompare(b.account));
}

/**
 * agent01's payouts over the 60 days: a commission every Monday, a dividend on the 1st and 16th, a daily
 * salary most days and a real-time salary line some days. agent02 gets its weekly commission only.
 */
export function seedIncome(members: readonly Member[]): IncomeBook {
  const lines: IncomeBook['lines'] = new Map();
  let nextId = 1;
  const add = (agentId: number, kind: IncomeKind, cents: number, timeMs: number, remark: string): void => {
    const list = lines.get(agentId) ?? [];
    list.push({ id: nextId++, kind, cents, timeMs, remark });
    lines.set(agentId, list);
  };
  const agent01 = members.find((m) => m.account === 'agent01');
  const agent02 = members.find((m) => m.account === 'agent02');
  for (let day = -59; day <= 0; day += 1) {
    const start = dayStartMs(day);
    const date = new Date(start);
    if (agent01) {
      if (date.getUTCDay() === 1)
        add(agent01.id, 'COMMISSION', 45_000 + (day + 60) * 731, start + 2 * HOUR_MS, 'Weekly commission');
      if (date.getUTCDate() === 1 || date.getUTCDate() === 16)
        add(
          agent01.id,
          'DIVIDEND',
          180_000 + (day + 60) * 1_000,
          start + 3 * HOUR_MS,
          'Semimonthly dividend',
        );
      if (day < 0 && (day + 60) % 3 !== 0)
        add(agent01.id, 'DAILY_SALARY', 12_000 + ((day + 60) % 7) * 950, start + HOUR_MS, 'Daily salary');
      if ((day + 60) % 5 === 0)
        add(
          agent01.id,
          'REALTIME_SALARY',
          3_250 + ((day + 60) % 4) * 410,
          start + 10 * HOUR_MS,
          'Real-time salary',
        );
    }
    if (agent02 && date.getUTCDay() === 1)
      add(agent02.id, 'COMMISSION', 8_000 + (day + 60) * 97, start + 2 * HOUR_MS, 'Weekly commission');
  }
  return { lines, nextId };
}

/**
 * Adds a payout to an agent's income (the contracts' salary payouts call this). `amount` in reais, `time`
 * as epoch ms (default: the mock's now). Returns the new line.
 */
export function addIncome(
  state: Pick<MockState, 'agentIncome' | 'clockMs'>,
  agentId: number,
  line: { kind: IncomeKind; amount: number; time?: number; remark?: string },
): IncomeLine {
  const book = state.agentIncome;
  const added: IncomeLine = {
    id: book.nextId++,
    kind: line.kind,
    cents: Math.round(line.amount * 100),
    timeMs: line.time ?? state.clockMs,
    remark: line.remark ?? '',
  };
  const list = book.lines.get(agentId) ?? [];
  list.push(added);
  book.lines.set(agentId, list);
  return added;
}
