import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Icon } from '@/components/icon/icon';
import styles from './scroll-row.module.css';

export interface ScrollRowProps {
  /** The group's accessible name ("Categories", "Providers"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** When this value changes the row scrolls back to its first item (spec 1 section 2). */
  resetKey?: string;
  /** A group of controls (chips), or a list whose children are list items (tiles). */
  kind?: 'group' | 'list';
  /** Extra styling of the scrolling track (a list of tiles sizes its columns). */
  trackClassName?: string;
  children: ReactNode;
}

/** The look of a chip inside a row: auto width, pill shaped, gold when pressed. */
export const scrollRowChip = styles.chip;

/** A horizontally scrollable row (chips or tiles) with previous and next arrows, disabled at either end. */
export function ScrollRow({
  label,
  previousLabel,
  nextLabel,
  resetKey,
  kind = 'group',
  trackClassName,
  children,
}: ScrollRowProps) {
  const track = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, []);

  useLayoutEffect(() => {
    const el = track.current;
    if (el) el.scrollLeft = 0;
    update();
  }, [resetKey, update]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const left = el.scrollLeft + direction * Math.max(120, el.clientWidth * 0.7);
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
  };

  return (
    <div className={styles.row}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={previousLabel}
        disabled={edges.start}
        onClick={() => move(-1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {kind === 'list' ? (
        <ul
          ref={track as RefObject<HTMLUListElement | null>}
          className={`${styles.track} ${trackClassName ?? ''}`}
          aria-label={label}
        >
          {children}
        </ul>
      ) : (
        <div
          ref={track as RefObject<HTMLDivElement | null>}
          className={`${styles.track} ${trackClassName ?? ''}`}
          role="group"
          aria-label={label}
        >
          {children}
        </div>
      )}
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={nextLabel}
        disabled={edges.end}
        onClick={() => move(1)}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </div>
  );
}
