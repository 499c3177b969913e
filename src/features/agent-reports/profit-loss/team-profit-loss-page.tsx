import { useTranslation } from 'react-i18next';
import { useCodeWord } from '@/components/paged-report/code-select';
import type { TranslationKey } from '@/i18n';
import { teamProfitLoss } from './team-profit-loss';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';
import { levelTotalsLines } from '../level-totals';
import { useTeamColumns } from '../team-columns';

const resultKeys: Record<string, TranslationKey> = {
  WON: 'agent_report_won',
  LOST: 'agent_report_lost',
};

/** User profit and loss (agentProfitLoss): each member's money and result over the range. */
export function TeamProfitLossPage() {
  const { t } = useTranslation();
  const { money } = useReportFormat();
  const columns = useTeamColumns();
  const resultWord = useCodeWord(resultKeys);

  return (
    <AgentReport
      call={teamProfitLoss}
      fileStem="user-profit-loss"
      team
      filter={{
        name: 'result',
        label: t('agent_report_result'),
        allLabel: t('agent_report_all_results'),
        codes: Object.keys(resultKeys),
        word: resultWord,
      }}
      columns={[
        columns.account,
        columns.level,
        columns.amount('deposits', t('records_col_deposits')),
        columns.amount('withdrawals', t('records_col_withdrawals')),
        columns.amount('validBet', t('records_col_valid_bet')),
        columns.result('winLoss', t('records_col_win_loss')),
      ]}
      rowKey={(row) => row.account}
      caption={(range, total) =>
        t('agent_profit_loss_caption', { from: range.startDate, to: range.endDate, count: total })
      }
      totals={(answer) =>
        levelTotalsLines(t, answer.totals, answer.levelTotals, (f) => ({
          deposits: money(f.deposits),
          withdrawals: money(f.withdrawals),
          validBet: money(f.validBet),
          winLoss: columns.signedCell(f.winLoss),
        }))
      }
    />
  );
}
