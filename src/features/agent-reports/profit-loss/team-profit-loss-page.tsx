import { useTranslation } from 'react-i18next';
import { RecordSelect } from '@/components/record-table/record-select';
import { teamProfitLoss } from './team-profit-loss';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';
import { levelTotalsLines } from '../level-totals';
import { useTeamColumns } from '../team-columns';

/** User profit and loss (agentProfitLoss): each member's money and result over the range. */
export function TeamProfitLossPage() {
  const { t } = useTranslation();
  const { money } = useReportFormat();
  const columns = useTeamColumns();

  return (
    <AgentReport
      call={teamProfitLoss}
      fileStem="user-profit-loss"
      team
      initialFilters={{ account: '', level: 'ALL', result: 'ALL' }}
      filters={(values, set) => (
        <RecordSelect
          label={t('agent_report_result')}
          value={values.result}
          options={[
            { value: 'ALL', label: t('agent_report_all_results') },
            { value: 'WON', label: t('agent_report_won') },
            { value: 'LOST', label: t('agent_report_lost') },
          ]}
          onChange={(value) => set('result', value)}
        />
      )}
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
