import { agentIncome } from '@/features/agent-reports/income/agent-income';
import { teamBetting } from '@/features/agent-reports/team-betting/team-betting';
import { teamProfitLoss } from '@/features/agent-reports/profit-loss/team-profit-loss';
import { teamTransactions } from '@/features/agent-reports/transactions/team-transactions';
import { callGroup, handle } from '../../protocol/define-call';
import {
  bettingLines,
  INCOME_KINDS,
  profitLossLines,
  REPORT_GAME_TYPES,
  transactionLines,
  type IncomeKind,
} from './reports';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { dateOfDay } from './team-figures';
import { requireAgent } from './agent-checks';
import { dateRange, reais, recordPage } from '../money/record-query';
import { handleTeamReport, oneOf } from './team-report';

// The agent centre's reports (designed, see mocks/README.md "Agent centre reports").

// The agent area's site flag, as before the endpoints were data.
const agentFlag = { flag: 'AGENT3' } as const;

const bettingFigures = (line: ReturnType<typeof bettingLines>[number]) => ({
  betCount: line.betCount,
  validBet: reais(line.validBetCents),
  winLoss: reais(line.winLossCents),
});

const profitLossFigures = (line: ReturnType<typeof profitLossLines>[number]) => ({
  deposits: reais(line.depositCents),
  withdrawals: reais(line.withdrawalCents),
  validBet: reais(line.validBetCents),
  winLoss: reais(line.winLossCents),
});

export const agentReportHandlers = callGroup(
  handleTeamReport(
    {
      endpoint: teamBetting,
      filter: {
        name: 'gameType',
        values: REPORT_GAME_TYPES,
        keeps: (line, value) => line.gameType === value,
      },
      lines: bettingLines,
      figures: bettingFigures,
      row: (line) => ({
        date: dateOfDay(line.day),
        account: line.account,
        level: line.level,
        gameType: line.gameType,
        ...bettingFigures(line),
      }),
    },
    agentFlag,
  ),
  handleTeamReport(
    {
      endpoint: teamProfitLoss,
      // The member's result over the range: above zero they won.
      filter: {
        name: 'result',
        values: ['WON', 'LOST'],
        keeps: (line, value) => (value === 'WON' ? line.winLossCents > 0 : line.winLossCents < 0),
      },
      lines: profitLossLines,
      figures: profitLossFigures,
      row: (line) => ({ account: line.account, level: line.level, ...profitLossFigures(line) }),
    },
    agentFlag,
  ),
  handleTeamReport(
    {
      endpoint: teamTransactions,
      filter: {
        name: 'type',
        values: ['DEPOSIT', 'WITHDRAWAL'],
        keeps: (line, value) => line.type === value,
      },
      lines: transactionLines,
      // Withdrawals count against the total: the team's net money in.
      figures: (line) => ({
        deposits: line.type === 'DEPOSIT' ? reais(line.cents) : 0,
        withdrawals: line.type === 'WITHDRAWAL' ? reais(line.cents) : 0,
      }),
      row: (line) => ({
        time: formatDateTime(line.timeMs),
        account: line.account,
        level: line.level,
        type: line.type,
        amount: reais(line.type === 'WITHDRAWAL' ? -line.cents : line.cents),
        status: 'SUCCESS',
      }),
    },
    agentFlag,
  ),
  // The agent's own payouts: no team, so no account or level filter and no level totals.
  handle(
    agentIncome,
    ({ state, member, query }) => {
      requireAgent(member);
      const { startMs, endMs } = dateRange(query, mockNow(state));
      const kind = oneOf<IncomeKind>(query, 'kind', INCOME_KINDS);
      const lines = (state.agentIncome.lines.get(member.id) ?? [])
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
