import type { ReactNode } from 'react';
import styles from './state-panel.module.css';

export interface StatePanelProps {
  title: string;
  message?: string;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Inline panels sit inside a section; page panels fill the content area. */
  size?: 'inline' | 'page';
}

/** A friendly empty, error or "coming soon" state: never a blank area. */
export function StatePanel({
  title,
  message,
  icon,
  action,
  tone = 'neutral',
  size = 'inline',
}: StatePanelProps) {
  return (
    <div
      className={`${styles.panel} ${tone === 'error' ? styles.error : ''} ${styles[size]}`}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
