import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auto-scroll.module.css';

export interface AutoScrollProps {
  /** The list, rendered twice so the scroll can loop without a jump; the copy is hidden from everyone. */
  children: ReactNode;
  /** Pixels per animation frame (spec 1 section 9: 0.5). */
  step?: number;
  /** What the pause button controls, e.g. "Biggest wins". */
  label: string;
  /** Shown above the list, with the pause button beside it. */
  header?: ReactNode;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A vertical list that scrolls by itself, one small step per frame, looping. It stops while the pointer or
 * the keyboard focus is inside, while the tab is hidden, when the visitor prefers reduced motion, and for
 * good with its pause button (WCAG 2.2.2).
 */
export function AutoScroll({ children, step = 0.5, label, header, className }: AutoScrollProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  const [paused, setPaused] = useState(prefersReducedMotion);

  useEffect(() => {
    const el = viewport.current;
    if (!el || paused) return;
    // Browsers round scrollTop to whole pixels, so the position is kept here as a fraction.
    let position = el.scrollTop;
    let frame = 0;
    const tick = () => {
      const loop = el.scrollHeight / 2;
      if (!held.current && document.visibilityState === 'visible' && loop > el.clientHeight) {
        position += step;
        if (position >= loop) position -= loop;
        el.scrollTop = position;
      } else {
        position = el.scrollTop;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [paused, step]);

  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <div className={styles.head}>
        {header}
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={paused}
          aria-label={t(paused ? 'autoscroll_resume' : 'autoscroll_pause', { name: label })}
          onClick={() => setPaused((p) => !p)}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            {paused ? (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            ) : (
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerEnter={() => {
          held.current = true;
        }}
        onPointerLeave={() => {
          held.current = false;
        }}
        onFocus={() => {
          held.current = true;
        }}
        onBlur={() => {
          held.current = false;
        }}
      >
        {children}
        <div aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </div>
  );
}
