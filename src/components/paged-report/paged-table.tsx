import { RecordPager } from '@/components/record-table/record-pager';
import { RecordTable, type RecordTableProps } from '@/components/record-table/record-table';
import { onScreen, type ReportColumn } from './report-column';

export interface PagedTableProps<Row> extends Omit<RecordTableProps<Row>, 'columns'> {
  columns: readonly ReportColumn<Row>[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pager's pages are of, where a screen holds more than one paged table. */
  pagerLabel?: string;
}

/** One page of lines as a table, the columns that have a cell, with Previous and Next under it. */
export function PagedTable<Row>({
  columns,
  page,
  totalPages,
  onPage,
  pagerLabel,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      <RecordTable {...table} columns={onScreen(columns)} />
      <RecordPager page={page} totalPages={totalPages} onPage={onPage} label={pagerLabel} />
    </>
  );
}
