import styles from './site-logo.module.css';

/** The merchant's name set as a wordmark beside a gold emblem; white-label sites have no logo file here. */
export function SiteLogo({ siteName }: { siteName: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.emblem} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="site-logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.5" stopColor="#f5c542" />
            <stop offset="1" stopColor="#c9861a" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="#141e38" />
        <path
          d="M16 5l3.2 7 7.6.8-5.7 5.1 1.6 7.5L16 21.6l-6.7 3.8 1.6-7.5-5.7-5.1 7.6-.8z"
          fill="url(#site-logo-gold)"
        />
      </svg>
      <span className={styles.name}>{siteName}</span>
    </span>
  );
}
