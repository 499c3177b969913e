import { useTranslation } from 'react-i18next';
import { useCodeWord } from '@/components/paged-report/code-select';
import type { TranslationKey } from '@/i18n';
import { agentIncome } from './agent-income';
import { useReportFormat } from '../use-report-format';
import { AgentReport } from '../agent-report';

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
  const { money, time } = useReportFormat();
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
        {
          id: 'time',
          header: t('records_col_time_utc'),
          cell: (row) => time(row.time),
          csv: (row) => row.time,
        },
        {
          id: 'kind',
          header: t('agent_report_col_kind'),
          cell: (row) => kindWord(row.kind),
          csv: (row) => kindWord(row.kind),
        },
        {
          id: 'remark',
          header: t('agent_report_col_remark'),
          cell: (row) => row.remark,
          csv: (row) => row.remark,
        },
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
