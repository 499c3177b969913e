import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auto-scroll.module.css';
import { PauseButton } from '@/components/pause-button/pause-button';

export interface AutoScrollProps {
  /** The list, rendered twice so the scroll can loop without a jump; the copy is hidden from everyone. */
  children: ReactNode;
  /** Pixels per frame at 60 frames a second (spec 1 section 9: 0.5). */
  step?: number;
  /** What the pause button controls, e.g. "Biggest wins". */
  label: string;
  /** Shown above the list, with the pause button beside it. */
  header?: ReactNode;
  className?: string;
}

/**
 * A vertical list that scrolls by itself at `step` pixels a frame, looping. The movement is a CSS
 * animation, so it costs the page's main thread nothing. It stops while the pointer or the keyboard focus
 * is inside, when the visitor prefers reduced motion, and for good with its pause button (WCAG 2.2.2).
 */
export function AutoScroll({ children, step = 0.5, label, header, className }: AutoScrollProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // One loop moves the track by the height of one copy of the list.
  const [loopPx, setLoopPx] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setLoopPx(el.scrollHeight / 2));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const style = { '--loop-seconds': `${loopPx / (step * 60)}s` } as CSSProperties;
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <div className={styles.head}>
        {header}
        <PauseButton
          className={styles.toggle}
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          pauseLabel={t('autoscroll_pause', { name: label })}
          playLabel={t('autoscroll_resume', { name: label })}
        />
      </div>
      <div className={styles.viewport}>
        <div
          ref={track}
          className={`${styles.track} ${paused || loopPx === 0 ? styles.still : ''}`}
          style={style}
        >
          {children}
          <div aria-hidden="true" inert>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
