import { useTranslation } from 'react-i18next';
import { textColumn } from '@/components/paged-report/text-column';
import { useCodeWord } from '@/components/paged-report/code-select';
import type { TranslationKey } from '@/i18n';
import { agentIncome } from './agent-income';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';
import { useTeamColumns } from '../team-columns';
import type { ReportRow } from '../reports';

type Payout = ReportRow<typeof agentIncome>;

const kindKeys: Record<string, TranslationKey> = {
  COMMISSION: 'agent_income_commission',
  DIVIDEND: 'agent_income_dividend',
  DAILY_SALARY: 'agent_income_daily_salary',
  HOURLY_SALARY: 'agent_income_hourly_salary',
  REALTIME_SALARY: 'agent_income_realtime_salary',
};

/** My income (agentIncome): the agent's own payouts (commission, dividend, salaries). */
export function MyIncomePage() {
  const { t } = useTranslation();
  const { money } = useReportFormat();
  const columns = useTeamColumns();
  const kindWord = useCodeWord(kindKeys);

  return (
    <AgentReport
      call={agentIncome}
      fileStem="my-income"
      team={false}
      filter={{
        name: 'kind',
        label: t('agent_report_kind'),
        allLabel: t('agent_report_all_kinds'),
        codes: Object.keys(kindKeys),
        word: kindWord,
      }}
      columns={[
        columns.time,
        textColumn('kind', t('agent_report_col_kind'), (row: Payout) => kindWord(row.kind)),
        textColumn('remark', t('agent_report_col_remark'), (row: Payout) => row.remark),
        {
          id: 'amount',
          header: t('records_col_amount'),
          numeric: true,
          cell: (row) => money(row.amount),
          csv: (row) => row.amount,
        },
      ]}
      rowKey={(row) => row.id}
      caption={(range, total) =>
        t('agent_income_caption', { from: range.startDate, to: range.endDate, count: total })
      }
      totals={(answer) => [{ label: t('records_total'), cells: { amount: money(answer.totals.amount) } }]}
    />
  );
}
