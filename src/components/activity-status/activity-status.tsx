import type { ReactNode } from 'react';
import styles from './activity-status.module.css';

/** An activity's status as a pill, coloured by what it asks of the member; the words come translated. */
export function ActivityStatus({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className={styles.status} data-status={status}>
      {children}
    </span>
  );
}
