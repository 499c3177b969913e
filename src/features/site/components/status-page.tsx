import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  siteName?: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** Full-page frame shared by the maintenance, region and start-up error pages. */
export function StatusPage({ siteName, title, icon, children }: StatusPageProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {siteName ? <p className={styles.brand}>{siteName}</p> : null}
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
