import type { ReactNode } from 'react';
import type { CsvValue } from '@/lib/record-csv';
import type { Column } from '@/components/record-table/record-table';

/**
 * One column of a report, on screen and in its file at once, so the two cannot drift apart. A column
 * without `cell` is only in the file (a settle time the table has no room for); one without `csv` only on
 * screen (a cell that joins two values the file keeps apart). Both list their columns in this order.
 */
export interface ReportColumn<Row> extends Omit<Column<Row>, 'cell'> {
  cell?: (row: Row) => ReactNode;
  csv?: (row: Row) => CsvValue;
  /** The file's heading where it says more than the table's (the zone of a time). */
  csvHeader?: string;
}

/** The columns the table shows. */
export function onScreen<Row>(columns: readonly ReportColumn<Row>[]): Column<Row>[] {
  return columns.flatMap(({ cell, ...column }) => (cell ? [{ ...column, cell }] : []));
}

/** The file's heading line and its line for a row, from the columns that carry a CSV value. */
export function csvOf<Row>(columns: readonly ReportColumn<Row>[]) {
  const inFile = columns.flatMap(({ csv, csvHeader, header }) =>
    csv ? [{ csv, header: csvHeader ?? header }] : [],
  );
  return {
    header: inFile.map((column) => column.header),
    line: (row: Row): CsvValue[] => inFile.map((column) => column.csv(row)),
  };
}
