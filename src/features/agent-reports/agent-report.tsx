import { useTranslation } from 'react-i18next';
import { ALL_CODES, CodeSelect, type CodeChoice } from '@/components/paged-report/code-select';
import { PagedReport, type PagedReportProps } from '@/components/paged-report/paged-report';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import { readWholeReport } from '@/core/paged-report-call';
import { usePagedReportControls } from '@/core/use-paged-report-controls';
import { useReportPage, type ReportAnswer, type ReportCall, type ReportRow } from './reports';
import { AccountSearch } from './account-search';

/** What a report page says of itself: its columns (each with its CSV value), caption, totals and file name. */
type ReportWords<C extends ReportCall> = Omit<
  PagedReportProps<ReportRow<C>, ReportAnswer<C>, RecordFilters>,
  'controls' | 'query' | 'failure' | 'readAll' | 'filters' | 'emptyTitle'
>;

export type AgentReportProps<C extends ReportCall> = ReportWords<C> & {
  call: C;
  /** Team reports search by account and level; My income lists the agent's own lines and has neither. */
  team: boolean;
  /** The page's own filter (game type, result, kind, type), sent under this name; every code at first. */
  filter: CodeChoice & { name: string };
};

/**
 * One report of the agent centre: the paged report on the agent's call, with the account and level filters
 * of the team reports beside the page's own.
 */
export function AgentReport<C extends ReportCall>({ call, team, filter, ...report }: AgentReportProps<C>) {
  const { t } = useTranslation();
  const { name, ...choice } = filter;
  const { frame, question } = usePagedReportControls<RecordFilters>(
    team ? { account: '', level: ALL_CODES, [name]: ALL_CODES } : { [name]: ALL_CODES },
  );
  const query = useReportPage(call, question);
  const { filters: values, setFilter: set } = frame.controls;

  return (
    <PagedReport
      {...report}
      {...frame}
      query={query}
      emptyTitle={(range) => t('agent_report_empty', { from: range.startDate, to: range.endDate })}
      readAll={(range, chosen) => readWholeReport(call, range, chosen)}
      filters={
        <>
          {team ? (
            <>
              <AccountSearch
                value={values['account'] ?? ''}
                onSearch={(account) => set('account', account)}
              />
              <CodeSelect
                label={t('agent_report_level')}
                allLabel={t('agent_report_all_levels')}
                codes={['DIRECT']}
                word={() => t('agent_report_direct')}
                value={values['level'] ?? ALL_CODES}
                onChange={(value) => set('level', value)}
              />
            </>
          ) : null}
          <CodeSelect {...choice} value={values[name] ?? ALL_CODES} onChange={(value) => set(name, value)} />
        </>
      }
    />
  );
}
