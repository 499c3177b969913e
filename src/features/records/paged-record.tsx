import { serverNow } from '@/api';
import { failureText } from '@/core/failure-text';
import { utcDay } from '@/lib/record-dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchWholeRecord,
  useRecordPage,
  type PagedRecordCall,
  type RecordAnswer,
  type RecordFilters,
  type RecordRow,
} from './records';
import type { CsvValue } from '@/lib/record-csv';
import type { DayRange } from '@/lib/record-dates';
import { ExportButton } from '@/components/record-table/export-button';
import { RangeFilter } from '@/components/record-table/range-filter';
import { RecordPager } from '@/components/record-table/record-pager';
import { RecordResults } from '@/components/record-table/record-results';
import { RecordTable, type Column, type TotalsLine } from '@/components/record-table/record-table';
import { useCsvExport } from '@/components/record-table/use-csv-export';
import { usePresetPrefetch } from './use-preset-prefetch';
import { useRecordFilters } from '@/components/record-table/use-record-filters';
import styles from '@/components/record-table/records.module.css';

export interface PagedRecordProps<C extends PagedRecordCall, F extends RecordFilters> {
  call: C;
  /** The start of the CSV's name: `${fileStem}-2026-10-26_2026-11-01.csv`. */
  fileStem: string;
  /** Read once, when the page opens. */
  initialFilters: F;
  /** The page's own filters, beside the dates. */
  filters?: (values: F, set: (name: keyof F & string, value: string) => void) => ReactNode;
  columns: readonly Column<RecordRow<C>>[];
  rowKey: (row: RecordRow<C>) => string;
  caption: (range: DayRange, count: number) => string;
  emptyTitle: (range: DayRange) => string;
  totals: (answer: RecordAnswer<C>) => TotalsLine[];
  csvHeader: readonly CsvValue[];
  csvRow: (row: RecordRow<C>) => CsvValue[];
}

/**
 * A record the server pages (betting, account, bonus): the shared filter bar, the table of one page with
 * the answer's totals, the pager, and the export of every line the filters select.
 */
export function PagedRecord<C extends PagedRecordCall, F extends RecordFilters>(
  props: PagedRecordProps<C, F>,
) {
  const { t } = useTranslation();
  const controls = useRecordFilters(props.initialFilters, serverNow);
  const { range, filters, page } = controls;
  const query = useRecordPage(props.call, { range, filters, page });
  const exporter = useCsvExport();
  usePresetPrefetch(props.call, filters, query.isSuccess && !query.isPlaceholderData);

  const exportAll = () =>
    void exporter.run(`${props.fileStem}-${range.startDate}_${range.endDate}.csv`, props.csvHeader, () =>
      fetchWholeRecord(props.call, range, filters).then((rows) => rows.map(props.csvRow)),
    );

  return (
    <div className={styles.page}>
      <RangeFilter
        today={utcDay(serverNow())}
        controls={controls}
        actions={<ExportButton state={exporter.state} disabled={!query.data} onExport={exportAll} />}
      >
        {props.filters?.(filters, controls.setFilter)}
      </RangeFilter>
      <RecordResults
        failure={(error) => failureText(t, error)}
        query={query}
        isEmpty={(answer) => answer.totalCount === 0}
        emptyTitle={props.emptyTitle(query.data?.asked.range ?? range)}
      >
        {(answer, busy) => (
          <>
            <RecordTable
              caption={props.caption(answer.asked.range, answer.totalCount)}
              columns={props.columns}
              rows={answer.content as RecordRow<C>[]}
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
