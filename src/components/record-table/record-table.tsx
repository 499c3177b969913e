import { useId, type ReactNode } from 'react';
import { numericCell, ScrollTable } from '@/components/scroll-table/scroll-table';
import styles from './records.module.css';

export interface Column<Row> {
  id: string;
  header: string;
  /** Figures are set right-aligned in tabular digits, so the decimals line up down the column. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A line of the table's foot: its label, then the figures under the columns they total. */
export interface TotalsLine {
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
}

/**
 * A record as a real table: its caption names the region that scrolls sideways on a narrow screen (and
 * takes the keyboard's focus so it can be scrolled without a mouse), the totals sit in its foot.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals = [],
  busy = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totals?: readonly TotalsLine[];
  busy?: boolean;
}) {
  const captionId = useId();
  const firstTotal = columns.findIndex((column) => totals.some((line) => column.id in line.cells));
  const labelSpan = Math.max(1, firstTotal);
  const numeric = (column: Column<Row>) => (column.numeric ? numericCell : undefined);

  return (
    <ScrollTable labelledBy={captionId} minWidth={680} busy={busy} className={styles.table}>
      <caption id={captionId} className={styles.caption}>
        {/* Held in view while the table scrolls sideways on a phone. */}
        <span className={styles.captionText}>{caption}</span>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={numeric(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals.length > 0 ? (
        <tfoot>
          {totals.map((line) => (
            <tr key={line.label}>
              <th scope="row" colSpan={labelSpan}>
                {line.label}
              </th>
              {columns.slice(labelSpan).map((column) => (
                <td key={column.id} className={numeric(column)}>
                  {line.cells[column.id] ?? null}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      ) : null}
    </ScrollTable>
  );
}
