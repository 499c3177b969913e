import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useMediaMatches, usePageHidden } from './use-media-matches';
import { useSwipe } from './use-swipe';
import styles from './carousel.module.css';
import { PauseButton } from '@/components/pause-button/pause-button';

export interface CarouselLayout {
  /** Slides side by side; a fraction shows a peek of the next one (1.2). */
  slidesPerView: number;
  /** Gap between slides, px. */
  spaceBetween: number;
}

export interface SlideInfo {
  /** Position in `items`. */
  index: number;
  /** On screen, at least partly. */
  visible: boolean;
  /** On screen or next to it: worth loading its image. */
  near: boolean;
  /** A copy that makes the loop seamless, hidden from assistive technology. */
  clone: boolean;
}

export interface CarouselProps<T> extends Partial<CarouselLayout> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, slide: SlideInfo) => ReactNode;
  /** Accessible name: a label, or the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** Layouts for wider screens by minimum viewport width in px (mobile first), e.g. { 1024: { slidesPerView: 3 } }. */
  breakpoints?: Readonly<Record<number, Partial<CarouselLayout>>>;
  loop?: boolean;
  /** Milliseconds between automatic moves; 0 turns autoplay off. Runs only when there is something to slide. */
  autoplayDelay?: number;
  /** Duration of one move, ms. */
  speed?: number;
  pagination?: boolean;
  arrows?: boolean;
  /** 'hover' shows the arrows only while the pointer or keyboard focus is on the carousel. */
  arrowsReveal?: 'always' | 'hover';
  className?: string;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A small slide show on CSS transforms: slides per view and spacing (with breakpoints), loop, autoplay with
 * a pause control, pagination, arrows and swipe. Autoplay pauses under a mouse, under keyboard focus and
 * while the tab is hidden, and carries on after any other interaction. With reduced motion the slides
 * change without sliding and autoplay starts paused. Slides out of view are inert.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  labelledBy,
  slidesPerView = 1,
  spaceBetween = 0,
  breakpoints = {},
  loop = false,
  autoplayDelay = 0,
  speed = 300,
  pagination = false,
  arrows = false,
  arrowsReveal = 'always',
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const matches = useMediaMatches([
    '(prefers-reduced-motion: reduce)',
    ...widths.map((w) => `(min-width: ${w}px)`),
  ]);
  const motion = matches[0] !== '1';
  let layout: CarouselLayout = { slidesPerView, spaceBetween };
  widths.forEach((width, i) => {
    if (matches[i + 1] === '1') layout = { ...layout, ...breakpoints[width] };
  });
  const { slidesPerView: perView, spaceBetween: gap } = layout;

  const count = items.length;
  const sliding = count > perView;
  const looping = loop && sliding;
  // Copies of the last slides before the first and of the first after the last let a loop slide on.
  const clones = looping ? Math.min(Math.ceil(perView), count) : 0;
  const lastIndex = looping ? count - 1 : Math.max(0, Math.ceil(count - perView));

  // index runs from -1 to count while a loop slides onto a copy, then settles back into range.
  const [pos, setPos] = useState({ index: 0, animate: false });
  const index = looping ? pos.index : Math.min(Math.max(pos.index, 0), lastIndex);
  const current = count > 0 ? mod(index, count) : 0;

  const move = useCallback(
    (target: (from: number) => number, wrap = false) =>
      setPos((p) => {
        if (looping) {
          if (p.index < 0 || p.index >= count) return p; // mid-wrap: the settle comes first
          const next = target(p.index);
          return motion
            ? { index: Math.min(Math.max(next, -1), count), animate: true }
            : { index: mod(next, count), animate: false };
        }
        const next = target(Math.min(Math.max(p.index, 0), lastIndex));
        const index = wrap && next > lastIndex ? 0 : Math.min(Math.max(next, 0), lastIndex);
        return { index, animate: motion };
      }),
    [looping, count, lastIndex, motion],
  );

  const settle = useCallback(
    () =>
      setPos((p) => (p.index < 0 || p.index >= count ? { index: mod(p.index, count), animate: false } : p)),
    [count],
  );
  const onCopy = looping && (pos.index < 0 || pos.index >= count);
  useEffect(() => {
    if (!onCopy) return undefined;
    // transitionend normally settles; this is the net for when it never fires (hidden tab, no transition).
    const timer = window.setTimeout(settle, pos.animate ? speed + 50 : 0);
    return () => window.clearTimeout(timer);
  }, [onCopy, pos.animate, speed, settle]);

  const autoplay = autoplayDelay > 0 && sliding;
  const [paused, setPaused] = useState(!motion);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const hidden = usePageHidden();
  const running = autoplay && !paused && !hovered && !keyboardInside && !hidden;
  useEffect(() => {
    if (!running) return undefined;
    // Restarts after every move, so a manual move gets a full delay before the next automatic one.
    const timer = window.setTimeout(() => move((i) => i + 1, true), autoplayDelay);
    return () => window.clearTimeout(timer);
  }, [running, pos, autoplayDelay, move]);

  const viewport = useRef<HTMLDivElement>(null);
  useSwipe(viewport, sliding, (step) => move((i) => i + step));

  if (count === 0) return null;

  // Leftmost slide on screen (in track positions); a non-looping track stops where its last slide fits.
  const offset = looping ? index + clones : Math.min(index, Math.max(0, count - perView));
  const track = looping ? [...items.slice(count - clones), ...items, ...items.slice(0, clones)] : items;
  const pages = looping ? count : lastIndex + 1;

  return (
    <section
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-arrows={arrowsReveal}
      style={{ '--per-view': perView, '--gap': `${gap}px` } as CSSProperties}
      onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setKeyboardInside(isKeyboardFocus(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setKeyboardInside(false);
      }}
    >
      <div ref={viewport} className={styles.viewport}>
        <div
          className={styles.track}
          aria-live={running ? 'off' : 'polite'}
          style={{
            transform: `translate3d(calc(${-offset} * (100% + ${gap}px) / ${perView}), 0, 0)`,
            transitionDuration: pos.animate ? `${speed}ms` : '0ms',
          }}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget) settle();
          }}
        >
          {track.map((item, at) => {
            const clone = at < clones || at >= clones + count;
            const real = looping ? mod(at - clones, count) : at;
            const visible = at + 1 > offset + 0.01 && at < offset + perView - 0.01;
            const near = at + 2 > offset && at < offset + perView + 1;
            const whole = at >= offset - 0.01 && at + 1 <= offset + perView + 0.01;
            return (
              <div
                key={clone ? `copy-${at < clones ? 'a' : 'b'}-${itemKey(item)}` : itemKey(item)}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel_slide', { n: real + 1, total: count })}
                aria-hidden={clone || !visible || undefined}
                inert={clone || !visible}
                // Tabbing onto a slide that is only partly shown brings it fully into view.
                onFocus={whole ? undefined : () => move(() => at - clones)}
              >
                {renderItem(item, { index: real, visible, near, clone })}
              </div>
            );
          })}
        </div>
      </div>
      {arrows && sliding ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => move((i) => i - 1)}
            disabled={!looping && index <= 0}
            aria-label={t('carousel_prev')}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => move((i) => i + 1)}
            disabled={!looping && index >= lastIndex}
            aria-label={t('carousel_next')}
          >
            <Icon name="chevronRight" size={22} />
          </button>
        </>
      ) : null}
      {(pagination || autoplay) && sliding ? (
        <div className={styles.controls}>
          {autoplay ? (
            <PauseButton
              className={styles.play}
              paused={paused}
              onToggle={() => setPaused((p) => !p)}
              pauseLabel={t('carousel_pause')}
              playLabel={t('carousel_play')}
            />
          ) : null}
          {pagination ? (
            <div className={styles.dots} role="group" aria-label={t('carousel_pagination')}>
              {Array.from({ length: pages }, (_, page) => (
                <button
                  key={page}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel_go_to', { n: page + 1 })}
                  aria-current={page === current ? 'true' : undefined}
                  onClick={() => move(() => page)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
