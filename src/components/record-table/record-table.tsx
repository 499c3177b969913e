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

export interface RecordTableProps<Row> {
  /** Names the table on screen; a table under a heading of its own is named by `label` instead. */
  caption?: string;
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  totals?: readonly TotalsLine[];
  busy?: boolean;
  /** Below this width (px) the table scrolls sideways. */
  minWidth?: number;
}

/**
 * A record as a real table: its caption (or label) names the region that scrolls sideways on a narrow
 * screen (and takes the keyboard's focus so it can be scrolled without a mouse), the totals sit in its foot.
 */
export function RecordTable<Row>({
  caption,
  label,
  columns,
  rows,
  rowKey,
  totals = [],
  busy = false,
  minWidth = 680,
}: RecordTableProps<Row>) {
  const captionId = useId();
  const firstTotal = columns.findIndex((column) => totals.some((line) => column.id in line.cells));
  const labelSpan = Math.max(1, firstTotal);
  const numeric = (column: Column<Row>) => (column.numeric ? numericCell : undefined);

  return (
    <ScrollTable
      label={caption ? undefined : label}
      labelledBy={caption ? captionId : undefined}
      minWidth={minWidth}
      busy={busy}
      className={styles.table}
    >
      {caption ? (
        <caption id={captionId} className={styles.caption}>
          {/* Held in view while the table scrolls sideways on a phone. */}
          <span className={styles.captionText}>{caption}</span>
        </caption>
      ) : null}
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
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
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
