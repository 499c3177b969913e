import type { ReactNode } from 'react';
import { statusTone } from './record-kinds';
import styles from './records.module.css';

/** A status as a word on a coloured badge. */
export function StatusBadge({ code, word }: { code: string; word: string }) {
  return (
    <span className={styles.status} data-tone={statusTone(code)}>
      {word}
    </span>
  );
}

/** A cell's main text with a quieter second line (a game's vendor, a bet's number). */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <span className={styles.twoLines}>
      <span>{main}</span>
      {sub ? <span className={styles.sub}>{sub}</span> : null}
    </span>
  );
}
