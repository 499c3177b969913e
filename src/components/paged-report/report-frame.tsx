import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExportButton } from '@/components/record-table/export-button';
import { RangeFilter } from '@/components/record-table/range-filter';
import { RecordResults } from '@/components/record-table/record-results';
import { useCsvExport } from '@/components/record-table/use-csv-export';
import type { RecordFilterControls, RecordFilters } from '@/components/record-table/use-record-filters';
import styles from '@/components/record-table/records.module.css';
import type { DayRange } from '@/lib/record-dates';
import { csvOf, type ReportColumn } from './report-column';

/** An answer that names the range it answers: while the next range loads, the screen still names its own. */
export interface RangeAnswer {
  asked: { range: DayRange };
}

export interface ReportFrameProps<Row, A extends RangeAnswer, F extends RecordFilters> {
  /** The range, filters and page (useRecordFilters), which the caller's query asks with. */
  controls: RecordFilterControls<F>;
  query: UseQueryResult<A>;
  /** What went wrong, in words (components do not read the api layer). */
  failure: (error: unknown) => string;
  /** The report's own filters, beside the dates. */
  filters?: ReactNode;
  isEmpty: (answer: A) => boolean;
  emptyTitle: (range: DayRange) => string;
  /** The start of the file's name: `${fileStem}-2026-10-26_2026-11-01.csv`. */
  fileStem: string;
  /** Its columns: the file holds those that carry a CSV value. */
  columns: readonly ReportColumn<Row>[];
  /** Every line the range and filters select, for the file. */
  readAll: (range: DayRange, filters: F) => Promise<readonly Row[]>;
  children: (answer: A, busy: boolean) => ReactNode;
}

/**
 * What every report around a range shares: the filter bar (presets on the server's clock, the typed range,
 * the report's own filters), the export of every line the filters select, and the answer in its four
 * states (loading, failed with a retry, empty, shown). What the answer looks like is the children's.
 */
export function ReportFrame<Row, A extends RangeAnswer, F extends RecordFilters>(
  props: ReportFrameProps<Row, A, F>,
) {
  const { controls, query } = props;
  const { range, filters } = controls;
  const exporter = useCsvExport();

  const exportAll = () => {
    const file = csvOf(props.columns);
    void exporter.run(`${props.fileStem}-${range.startDate}_${range.endDate}.csv`, file.header, () =>
      props.readAll(range, filters).then((rows) => rows.map(file.line)),
    );
  };

  return (
    <div className={styles.page}>
      <RangeFilter
        today={controls.today}
        controls={controls}
        actions={<ExportButton state={exporter.state} disabled={!query.data} onExport={exportAll} />}
      >
        {props.filters}
      </RangeFilter>
      <RecordResults
        failure={props.failure}
        query={query}
        isEmpty={props.isEmpty}
        emptyTitle={props.emptyTitle(query.data?.asked.range ?? range)}
      >
        {props.children}
      </RecordResults>
    </div>
  );
}
