import type { ReportColumn } from './report-column';

/** A column that puts in the file the very text it shows (a date, a name, a code in words). */
export function textColumn<Row>(id: string, header: string, text: (row: Row) => string): ReportColumn<Row> {
  return { id, header, cell: text, csv: text };
}
