import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auto-scroll.module.css';
import { focusableIn } from '@/components/focus-trap/focusable';
import { PauseButton } from '@/components/pause-button/pause-button';

export interface AutoScrollProps {
  /**
   * The list, rendered twice so the scroll can loop without a jump. The copy is hidden from assistive
   * technology and the keyboard but not from the pointer: late in each loop only the copy is in sight, and
   * what a person sees they can click.
   */
  children: ReactNode;
  /** Pixels per frame at 60 frames a second (product rules: constants and limits: 0.5). */
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
  const copy = useRef<HTMLDivElement>(null);
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

  // Tab goes through the list once: the copy's controls are taken out of the order, now and as rows arrive.
  useEffect(() => {
    const el = copy.current;
    if (!el) return;
    const keepOutOfTabOrder = () => focusableIn(el).forEach((node) => node.setAttribute('tabindex', '-1'));
    keepOutOfTabOrder();
    const observer = new MutationObserver(keepOutOfTabOrder);
    observer.observe(el, { childList: true, subtree: true });
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
          <div ref={copy} aria-hidden="true">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
