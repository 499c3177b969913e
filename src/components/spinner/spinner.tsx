import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding text already says something is loading. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={styles.wrap} role={label ? 'status' : undefined}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
