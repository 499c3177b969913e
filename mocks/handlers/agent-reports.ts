import { agentIncome } from '@/features/agent-centre/api/agent-income';
import { teamBetting } from '@/features/agent-centre/api/team-betting';
import { teamProfitLoss } from '@/features/agent-centre/api/team-profit-loss';
import { teamTransactions } from '@/features/agent-centre/api/team-transactions';
import { callGroup } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import {
  bettingLines,
  INCOME_KINDS,
  profitLossLines,
  REPORT_GAME_TYPES,
  transactionLines,
  type IncomeKind,
} from '../state/agent-reports';
import { formatDateTime } from '../state/dates';
import { getState } from '../state/store';
import { dateOfDay } from '../state/team-figures';
import { handleForMember, requireAgent } from './agent-checks';
import { dateRange, filterValue, reais, recordPage } from './record-query';

// The agent centre's reports (designed, see mocks/README.md "Agent centre reports").

// The agent area's site flag, as before the endpoints were data.
const agentFlag = { flag: 'AGENT3' } as const;

type Figures = Record<string, number>;

/** `account` (part of the account, any case) and `level` (DIRECT: direct members only; ALL or none: all). */
function teamFilter(query: URLSearchParams): (line: { account: string; level: number }) => boolean {
  const account = (query.get('account') ?? '').trim().toLowerCase();
  const level = (filterValue(query, 'level') ?? 'ALL').toUpperCase();
  if (level !== 'ALL' && level !== 'DIRECT') {
    throw badRequest('agent.level.invalid', 'The level must be DIRECT or ALL');
  }
  return (line) => (level === 'ALL' || line.level === 1) && line.account.toLowerCase().includes(account);
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | null {
  const value = filterValue(query, name)?.toUpperCase() ?? null;
  if (value !== null && !allowed.includes(value as T)) {
    throw badRequest('agent.filter.invalid', `Unknown ${name}: ${value}`);
  }
  return value as T | null;
}

/** The sums of the lines, and the same per level (level 1 the direct members), the lowest level first. */
function totalsOf<L extends { level: number }>(lines: readonly L[], figures: (line: L) => Figures) {
  const add = (into: Figures, line: L): Figures => {
    for (const [name, value] of Object.entries(figures(line))) into[name] = (into[name] ?? 0) + value;
    return into;
  };
  const byLevel = new Map<number, Figures>();
  for (const line of lines) byLevel.set(line.level, add(byLevel.get(line.level) ?? {}, line));
  const round = (sums: Figures): Figures =>
    Object.fromEntries(Object.entries(sums).map(([name, value]) => [name, Math.round(value * 100) / 100]));
  return {
    totals: round(lines.reduce<Figures>(add, {})),
    levelTotals: [...byLevel.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, sums]) => ({ level, ...round(sums) })),
  };
}

export const agentReportHandlers = callGroup(
  handleForMember(
    teamBetting,
    ({ member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query);
      const keep = teamFilter(query);
      const gameType = oneOf(query, 'gameType', REPORT_GAME_TYPES);
      const lines = bettingLines(getState(), member.id, startMs, endMs).filter(
        (line) => keep(line) && (gameType === null || line.gameType === gameType),
      );
      const figures = (line: (typeof lines)[number]) => ({
        betCount: line.betCount,
        validBet: reais(line.validBetCents),
        winLoss: reais(line.winLossCents),
      });
      const { totals, levelTotals } = totalsOf(lines, figures);
      return {
        ...recordPage(
          lines,
          query,
          (line) => ({
            date: dateOfDay(line.day),
            account: line.account,
            level: line.level,
            gameType: line.gameType,
            ...figures(line),
          }),
          totals,
        ),
        levelTotals,
      };
    },
    agentFlag,
  ),
  handleForMember(
    teamProfitLoss,
    ({ member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query);
      const keep = teamFilter(query);
      const result = oneOf(query, 'result', ['WON', 'LOST'] as const);
      const lines = profitLossLines(getState(), member.id, startMs, endMs).filter(
        (line) =>
          keep(line) &&
          (result === null || (result === 'WON' ? line.winLossCents > 0 : line.winLossCents < 0)),
      );
      const figures = (line: (typeof lines)[number]) => ({
        deposits: reais(line.depositCents),
        withdrawals: reais(line.withdrawalCents),
        validBet: reais(line.validBetCents),
        winLoss: reais(line.winLossCents),
      });
      const { totals, levelTotals } = totalsOf(lines, figures);
      return {
        ...recordPage(
          lines,
          query,
          (line) => ({ account: line.account, level: line.level, ...figures(line) }),
          totals,
        ),
        levelTotals,
      };
    },
    agentFlag,
  ),
  handleForMember(
    teamTransactions,
    ({ member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query);
      const keep = teamFilter(query);
      const type = oneOf(query, 'type', ['DEPOSIT', 'WITHDRAWAL'] as const);
      const lines = transactionLines(getState(), member.id, startMs, endMs).filter(
        (line) => keep(line) && (type === null || line.type === type),
      );
      // Withdrawals count against the total: the team's net money in.
      const figures = (line: (typeof lines)[number]) => ({
        deposits: line.type === 'DEPOSIT' ? reais(line.cents) : 0,
        withdrawals: line.type === 'WITHDRAWAL' ? reais(line.cents) : 0,
      });
      const { totals, levelTotals } = totalsOf(lines, figures);
      return {
        ...recordPage(
          lines,
          query,
          (line) => ({
            time: formatDateTime(line.timeMs),
            account: line.account,
            level: line.level,
            type: line.type,
            amount: reais(line.type === 'WITHDRAWAL' ? -line.cents : line.cents),
            status: 'SUCCESS',
          }),
          totals,
        ),
        levelTotals,
      };
    },
    agentFlag,
  ),
  handleForMember(
    agentIncome,
    ({ member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query);
      const kind = oneOf<IncomeKind>(query, 'kind', INCOME_KINDS);
      const lines = (getState().agentIncome.lines.get(member.id) ?? [])
        .filter(
          (line) => line.timeMs >= startMs && line.timeMs <= endMs && (kind === null || line.kind === kind),
        )
        .sort((a, b) => b.timeMs - a.timeMs || b.id - a.id);
      const total = lines.reduce((sum, line) => sum + line.cents, 0);
      return recordPage(
        lines,
        query,
        (line) => ({
          id: String(line.id),
          time: formatDateTime(line.timeMs),
          kind: line.kind,
          amount: reais(line.cents),
          remark: line.remark,
        }),
        { amount: reais(total) },
      );
    },
    agentFlag,
  ),
);
