import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A page's heading: its icon badge, its one h1 and a line under it. */
export function PageHeader({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle?: string }) {
  return (
    <div className={styles.header}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
