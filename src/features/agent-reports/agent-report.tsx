import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/api';
import { PagedReport, type PagedReportProps } from '@/components/paged-report/paged-report';
import { RecordSelect } from '@/components/record-table/record-select';
import { useRecordFilters, type RecordFilters } from '@/components/record-table/use-record-filters';
import { failureText } from '@/core/failure-text';
import {
  fetchWholeReport,
  useReportPage,
  type ReportAnswer,
  type ReportCall,
  type ReportRow,
} from './reports';
import { AccountSearch } from './account-search';

/** What a report page says of itself: its columns (each with its CSV value), caption, totals and file name. */
type ReportWords<C extends ReportCall, F extends RecordFilters> = Omit<
  PagedReportProps<ReportRow<C>, ReportAnswer<C>, F>,
  'controls' | 'query' | 'failure' | 'readAll' | 'filters' | 'emptyTitle'
>;

export type AgentReportProps<C extends ReportCall, F extends RecordFilters> = ReportWords<C, F> & {
  call: C;
  initialFilters: F;
  /** Team reports search by account and level; My income lists the agent's own lines and has neither. */
  team: boolean;
  /** The page's own filter (game type, result, kind, type). */
  filters?: (values: F, set: (name: keyof F & string, value: string) => void) => ReactNode;
};

/**
 * One report of the agent centre: the paged report on the agent's call, with the account and level filters
 * of the team reports beside the page's own.
 */
export function AgentReport<C extends ReportCall, F extends RecordFilters>({
  call,
  initialFilters,
  team,
  filters,
  ...report
}: AgentReportProps<C, F>) {
  const { t } = useTranslation();
  const controls = useRecordFilters(initialFilters, serverNow);
  const query = useReportPage(call, {
    range: controls.range,
    filters: controls.filters,
    page: controls.page,
  });
  const values = controls.filters;
  const set = controls.setFilter as (name: string, value: string) => void;

  return (
    <PagedReport
      {...report}
      controls={controls}
      query={query}
      failure={(error) => failureText(t, error)}
      emptyTitle={(range) => t('agent_report_empty', { from: range.startDate, to: range.endDate })}
      readAll={(range, chosen) => fetchWholeReport(call, range, chosen)}
      filters={
        <>
          {team ? (
            <>
              <AccountSearch
                value={values['account'] ?? ''}
                onSearch={(account) => set('account', account)}
              />
              <RecordSelect
                label={t('agent_report_level')}
                value={values['level'] ?? 'ALL'}
                options={[
                  { value: 'ALL', label: t('agent_report_all_levels') },
                  { value: 'DIRECT', label: t('agent_report_direct') },
                ]}
                onChange={(value) => set('level', value)}
              />
            </>
          ) : null}
          {filters?.(values, controls.setFilter)}
        </>
      }
    />
  );
}
