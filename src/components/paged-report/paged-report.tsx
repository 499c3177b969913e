import type { TotalsLine } from '@/components/record-table/record-table';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import type { DayRange } from '@/lib/record-dates';
import { PagedTable } from './paged-table';
import { ReportFrame, type RangeAnswer, type ReportFrameProps } from './report-frame';

/** A page of a report as the server pages it, with the totals of the whole result. */
export interface ReportPage<Row> extends RangeAnswer {
  content: readonly Row[];
  totalCount: number;
  totalPages: number;
}

export interface PagedReportProps<Row, A extends ReportPage<Row>, F extends RecordFilters> extends Omit<
  ReportFrameProps<Row, A, F>,
  'isEmpty' | 'children'
> {
  rowKey: (row: Row) => string;
  caption: (range: DayRange, count: number) => string;
  /** The table's foot: the totals of every line the filters select, not of the page. */
  totals: (answer: A) => TotalsLine[];
}

/**
 * A report the server pages (the member's records, the agent's reports): the filter bar and the export, one
 * page of lines with the totals of the whole result in the foot, and the pager. A report is its columns
 * (each with its CSV value), its words and the call that answers it.
 */
export function PagedReport<Row, A extends ReportPage<Row>, F extends RecordFilters>({
  rowKey,
  caption,
  totals,
  ...frame
}: PagedReportProps<Row, A, F>) {
  const { controls } = frame;
  return (
    <ReportFrame {...frame} isEmpty={(answer) => answer.totalCount === 0}>
      {(answer, busy) => (
        <PagedTable
          caption={caption(answer.asked.range, answer.totalCount)}
          columns={frame.columns}
          rows={answer.content}
          rowKey={rowKey}
          totals={totals(answer)}
          busy={busy}
          page={controls.page}
          totalPages={answer.totalPages}
          onPage={controls.setPage}
        />
      )}
    </ReportFrame>
  );
}
