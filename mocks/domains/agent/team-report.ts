import type { HttpHandler } from 'msw';
import type { Endpoint } from '@/api/endpoint';
import { handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { mockNow } from '../clock/clock';
import type { MockState } from '../../state/mock-state';
import { requireAgent } from './agent-checks';
import { dateRange, filterValue, recordPage } from '../money/record-query';

// The three team reports (betting, profit and loss, transactions) ask and answer alike: an agent's team
// over a date range, filtered by account, level and one filter of their own, paged, with totals over the
// whole result and per level (mocks/README.md "Agent centre reports"). One handler serves them.

type Figures = Record<string, number>;
type MemberEndpoint = Endpoint & { readonly token: 'required' };

interface TeamLine {
  account: string;
  /** 1: a direct member of the agent; 2 the level below, and so on. */
  level: number;
}

export interface TeamReport<L extends TeamLine> {
  endpoint: MemberEndpoint;
  /** The report's own filter: its query name, the values it takes, and whether a line passes one. */
  filter: { name: string; values: readonly string[]; keeps: (line: L, value: string) => boolean };
  lines: (state: MockState, agentId: number, startMs: number, endMs: number) => L[];
  /** The figures summed into the totals, in reais. */
  figures: (line: L) => Figures;
  /** A line of the answer's page. */
  row: (line: L) => object;
}

/** `account` (part of the account, any case) and `level` (DIRECT: direct members only; ALL or none: all). */
function teamFilter(query: URLSearchParams): (line: TeamLine) => boolean {
  const account = (query.get('account') ?? '').trim().toLowerCase();
  const level = (filterValue(query, 'level') ?? 'ALL').toUpperCase();
  if (level !== 'ALL' && level !== 'DIRECT') {
    throw badRequest('agent.level.invalid', 'The level must be DIRECT or ALL');
  }
  return (line) => (level === 'ALL' || line.level === 1) && line.account.toLowerCase().includes(account);
}

/** A report's own filter value (upper case), null for none or ALL; an unknown value is refused. */
export function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | null {
  const value = filterValue(query, name)?.toUpperCase() ?? null;
  if (value !== null && !allowed.includes(value as T)) {
    throw badRequest('agent.filter.invalid', `Unknown ${name}: ${value}`);
  }
  return value as T | null;
}

/** The sums of the lines, and the same per level (level 1 the direct members), the lowest level first. */
function totalsOf<L extends TeamLine>(lines: readonly L[], figures: (line: L) => Figures) {
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

export function handleTeamReport<L extends TeamLine>(
  report: TeamReport<L>,
  options: { flag: string },
): HttpHandler[] {
  return handle(
    report.endpoint,
    ({ state, member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query, mockNow(state));
      const keep = teamFilter(query);
      const wanted = oneOf(query, report.filter.name, report.filter.values);
      const lines = report
        .lines(state, member.id, startMs, endMs)
        .filter((line) => keep(line) && (wanted === null || report.filter.keeps(line, wanted)));
      const { totals, levelTotals } = totalsOf(lines, report.figures);
      return {
        ...recordPage(lines, query, report.row, totals),
        levelTotals,
      };
    },
    options,
  );
}
