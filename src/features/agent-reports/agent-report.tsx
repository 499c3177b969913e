import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/api';
import { ExportButton } from '@/components/record-table/export-button';
import { RangeFilter } from '@/components/record-table/range-filter';
import { RecordPager } from '@/components/record-table/record-pager';
import { RecordResults } from '@/components/record-table/record-results';
import { RecordSelect } from '@/components/record-table/record-select';
import { RecordTable, type Column, type TotalsLine } from '@/components/record-table/record-table';
import { useCsvExport } from '@/components/record-table/use-csv-export';
import { useRecordFilters, type RecordFilters } from '@/components/record-table/use-record-filters';
import styles from '@/components/record-table/records.module.css';
import { failureText } from '@/core/failure-text';
import type { CsvValue } from '@/lib/record-csv';
import { utcDay, type DayRange } from '@/lib/record-dates';
import {
  fetchWholeReport,
  useReportPage,
  type ReportAnswer,
  type ReportCall,
  type ReportRow,
} from './reports';
import { AccountSearch } from './account-search';

export interface AgentReportProps<C extends ReportCall, F extends RecordFilters> {
  call: C;
  /** The start of the CSV's name: `${fileStem}-2026-10-26_2026-11-01.csv`. */
  fileStem: string;
  initialFilters: F;
  /** Team reports search by account and level; My income lists the agent's own lines and has neither. */
  team: boolean;
  /** The page's own filter (game type, result, kind, type). */
  filters?: (values: F, set: (name: keyof F & string, value: string) => void) => ReactNode;
  columns: readonly Column<ReportRow<C>>[];
  rowKey: (row: ReportRow<C>) => string;
  caption: (range: DayRange, count: number) => string;
  totals: (answer: ReportAnswer<C>) => TotalsLine[];
  csvHeader: readonly CsvValue[];
  csvRow: (row: ReportRow<C>) => CsvValue[];
}

/**
 * One report of the agent centre: the shared filter bar (presets on the server's clock, typed range), the
 * account and level filters, the page's own, one page of lines with the totals of the whole result in the
 * foot, the pager, and the export of every line the filters select.
 */
export function AgentReport<C extends ReportCall, F extends RecordFilters>(props: AgentReportProps<C, F>) {
  const { t } = useTranslation();
  const controls = useRecordFilters(props.initialFilters, serverNow);
  const { range, filters, page } = controls;
  const query = useReportPage(props.call, { range, filters, page });
  const exporter = useCsvExport();
  const set = controls.setFilter as (name: string, value: string) => void;

  const exportAll = () =>
    void exporter.run(`${props.fileStem}-${range.startDate}_${range.endDate}.csv`, props.csvHeader, () =>
      fetchWholeReport(props.call, range, filters).then((rows) => rows.map(props.csvRow)),
    );

  return (
    <div className={styles.page}>
      <RangeFilter
        today={utcDay(serverNow())}
        controls={controls}
        actions={<ExportButton state={exporter.state} disabled={!query.data} onExport={exportAll} />}
      >
        {props.team ? (
          <>
            <AccountSearch value={filters['account'] ?? ''} onSearch={(account) => set('account', account)} />
            <RecordSelect
              label={t('agent_report_level')}
              value={filters['level'] ?? 'ALL'}
              options={[
                { value: 'ALL', label: t('agent_report_all_levels') },
                { value: 'DIRECT', label: t('agent_report_direct') },
              ]}
              onChange={(value) => set('level', value)}
            />
          </>
        ) : null}
        {props.filters?.(filters, controls.setFilter)}
      </RangeFilter>
      <RecordResults
        query={query}
        isEmpty={(answer) => answer.totalCount === 0}
        emptyTitle={t('agent_report_empty', {
          from: (query.data?.asked.range ?? range).startDate,
          to: (query.data?.asked.range ?? range).endDate,
        })}
        failure={(error) => failureText(t, error)}
      >
        {(answer, busy) => (
          <>
            <RecordTable
              caption={props.caption(answer.asked.range, answer.totalCount)}
              columns={props.columns}
              rows={answer.content as ReportRow<C>[]}
              rowKey={props.rowKey}
              totals={props.totals(answer)}
              busy={busy}
            />
            <RecordPager page={page} totalPages={answer.totalPages} onPage={controls.setPage} />
          </>
        )}
      </RecordResults>
    </div>
  );
}
