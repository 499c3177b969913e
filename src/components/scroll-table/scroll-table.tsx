import type { CSSProperties, ReactNode } from 'react';
import styles from './scroll-table.module.css';

/** Right-aligned tabular digits for a figure's th or td, so the decimals line up down the column. */
export const numericCell = styles.numeric;

/**
 * A table in a region that scrolls sideways on a narrow screen. A region that scrolls must take the focus,
 * or a keyboard cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): a named region with
 * tabIndex 0, as the ARIA practices show. Named by `label`, or by the id of the table's caption.
 */
export function ScrollTable({
  label,
  labelledBy,
  minWidth,
  busy = false,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  /** Below this width (px) the region scrolls rather than squeezing the columns. */
  minWidth: number;
  busy?: boolean;
  /** The table's own extra class (a feature's foot or row styles). */
  className?: string;
  children: ReactNode;
}) {
  const width = { '--table-min-width': `${minWidth}px` } as CSSProperties;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      <table
        className={[styles.table, className].filter(Boolean).join(' ')}
        style={width}
        aria-busy={busy || undefined}
      >
        {children}
      </table>
    </div>
  );
}
