import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import styles from './home-sections.module.css';

/**
 * One horizontal row of tiles that scrolls sideways (by swipe, wheel or keyboard), with previous and next
 * buttons that page through it: 13 games fit no grid evenly, and a row keeps the section one tile high.
 */
export function GameRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () =>
      setEdges({
        start: el.scrollLeft <= 2,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2,
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <div className={styles.row}>
      <ul ref={track} className={styles.rowTrack} aria-label={label}>
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.rowArrow} ${styles.rowPrev}`}
        aria-label={t('home_row_previous', { name: label })}
        disabled={edges.start}
        onClick={() => page(-1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <button
        type="button"
        className={`${styles.rowArrow} ${styles.rowNext}`}
        aria-label={t('home_row_next', { name: label })}
        disabled={edges.end}
        onClick={() => page(1)}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </div>
  );
}
