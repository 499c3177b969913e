import type { ReactElement } from 'react';
import styles from './flag-icon.module.css';

/** Inline flags for the shipped languages: emoji flags do not render on every desktop (Windows shows letters). */
const svgFlags: Record<string, ReactElement> = {
  EN: (
    <svg viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id="flag-gb-clip">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  ),
  PT: (
    <svg viewBox="0 0 60 42" aria-hidden="true" focusable="false">
      <rect width="60" height="42" fill="#009c3b" />
      <path d="M30 4l26 17-26 17L4 21z" fill="#ffdf00" />
      <circle cx="30" cy="21" r="9" fill="#002776" />
      <path d="M21.5 19.5c5-1.5 12-1 17 2" stroke="#fff" strokeWidth="1.6" fill="none" />
    </svg>
  ),
};

export function FlagIcon({ code, emoji }: { code: string; emoji: string }) {
  const svg = svgFlags[code.toUpperCase()];
  return (
    <span className={styles.flag} aria-hidden="true">
      {svg ?? emoji}
    </span>
  );
}
