import { useTranslation } from 'react-i18next';
import { RecordSelect } from '@/components/record-table/record-select';
import { SignedAmount } from '@/components/record-table/signed-amount';
import { teamProfitLoss } from './team-profit-loss';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';
import { levelTotalsLines } from '../level-totals';
import { useLevelWord } from '../use-level-word';

/** User profit and loss (agentProfitLoss): each member's money and result over the range. */
export function TeamProfitLossPage() {
  const { t } = useTranslation();
  const { money, signed } = useReportFormat();
  const levelWord = useLevelWord();
  const signedCell = (amount: number) => <SignedAmount amount={amount} text={signed(amount)} />;

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
        {
          id: 'account',
          header: t('agent_report_col_account'),
          cell: (row) => row.account,
          csv: (row) => row.account,
        },
        {
          id: 'level',
          header: t('agent_report_col_level'),
          cell: (row) => levelWord(row.level),
          csv: (row) => row.level,
        },
        {
          id: 'deposits',
          header: t('records_col_deposits'),
          numeric: true,
          cell: (row) => money(row.deposits),
          csv: (row) => row.deposits,
        },
        {
          id: 'withdrawals',
          header: t('records_col_withdrawals'),
          numeric: true,
          cell: (row) => money(row.withdrawals),
          csv: (row) => row.withdrawals,
        },
        {
          id: 'validBet',
          header: t('records_col_valid_bet'),
          numeric: true,
          cell: (row) => money(row.validBet),
          csv: (row) => row.validBet,
        },
        {
          id: 'winLoss',
          header: t('records_col_win_loss'),
          numeric: true,
          cell: (row) => signedCell(row.winLoss),
          csv: (row) => row.winLoss,
        },
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
          winLoss: signedCell(f.winLoss),
        }))
      }
    />
  );
}
