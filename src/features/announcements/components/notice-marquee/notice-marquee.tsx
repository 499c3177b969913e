import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { openPopup } from '@/lib/popup-store';
import { useAnnouncements, type Notice } from '../../api/announcements';
import styles from './notice-marquee.module.css';
import { PauseButton } from '@/components/pause-button/pause-button';

/** Scroll speed, px per second, from an estimate of the titles' width (no layout read needed). */
const PX_PER_SECOND = 60;
const PX_PER_CHARACTER = 8;
const PX_PER_TITLE = 64;

function NoticeTitles({ notices, copy = false }: { notices: readonly Notice[]; copy?: boolean }) {
  return (
    // The copy only makes the loop seamless: hidden from assistive technology and from the Tab key.
    <ul className={styles.list} aria-hidden={copy || undefined} inert={copy}>
      {notices.map((notice, index) => (
        <li key={notice.id}>
          <button type="button" className={styles.title} onClick={() => openPopup('notice', { index })}>
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Home section 2: the player notices' titles scrolling by. Pauses under the mouse, under keyboard focus
 * and with its pause button; with reduced motion the titles stand still in a scrollable row. A title opens
 * the notice popup at that notice.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAnnouncements();
  const [paused, setPaused] = useState(false);
  const labelId = useId();
  // On failure the banner above says so and offers the retry; an empty bar would add nothing.
  if (isError) return null;
  const notices = data?.player ?? [];
  const width = notices.reduce((sum, n) => sum + n.title.length * PX_PER_CHARACTER + PX_PER_TITLE, 0);
  const duration = Math.max(12, Math.round(width / PX_PER_SECOND));

  return (
    <section className={styles.bar} aria-labelledby={labelId}>
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13-2a5 5 0 0 1 0 8m2.5-11a9 9 0 0 1 0 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span id={labelId} className={styles.label}>
        {t('latest_news')}
      </span>
      <div className={styles.window}>
        {isPending ? (
          <span className={styles.placeholder} />
        ) : notices.length === 0 ? (
          <p className={styles.empty}>{t('notices_empty')}</p>
        ) : (
          <div
            className={`${styles.track} ${paused ? styles.paused : ''}`}
            style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
          >
            <NoticeTitles notices={notices} />
            <NoticeTitles notices={notices} copy />
          </div>
        )}
      </div>
      {notices.length > 0 ? (
        <PauseButton
          className={styles.pause}
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          pauseLabel={t('notices_pause')}
          playLabel={t('notices_play')}
        />
      ) : null}
    </section>
  );
}
