import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/icon/icon';
import { wantSwiperOnceSettled } from '@/components/swiper/swiper-gate';
import { reachForSwiper, useSwiperPart } from '@/components/swiper/use-swiper-part';
import { usePlainRowEdges } from './use-plain-row-edges';
import styles from './swiped-row.module.css';

const loadSwiperTrack = () => import('./swiper-track');

export interface SwipedRowProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The row's accessible name: a label, or the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** A group of controls (chips), or a list (tiles, cards). */
  kind?: 'group' | 'list';
  previousLabel: string;
  nextLabel: string;
  /** Space between items, px. */
  spaceBetween: number;
  /** When this value changes the row slides back to its first item (product rules: pages and layout). */
  resetKey?: string;
  /** Arrows beside the row (chips, tiles), over its ends (cards), or none. */
  arrows?: 'beside' | 'over' | 'none';
  /** Sets the items' width (--slide-width) and the row's padding (--row-padding); items are as wide as their content otherwise. */
  className?: string;
}

/** The look of a chip inside a row: auto width, pill shaped, gold when pressed. */
export const swipedRowChip = styles.chip;

/**
 * A row of chips, tiles or cards that swipes sideways (swiper, slidesPerView auto), with previous and next
 * arrows. Until the swiper chunk is wanted and in (see swiper-gate), the same items sit in a plain row that
 * scrolls natively; swiper then takes over at the same place, so nothing moves.
 */
export function SwipedRow<T>({
  items,
  itemKey,
  renderItem,
  label,
  labelledBy,
  kind = 'group',
  previousLabel,
  nextLabel,
  spaceBetween,
  resetKey,
  arrows = 'beside',
  className,
}: SwipedRowProps<T>) {
  const row = useRef<HTMLDivElement>(null);
  const plain = useRef<HTMLDivElement>(null);
  const plainOffset = useRef(0);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const part = useSwiperPart(loadSwiperTrack, row);
  const edges = usePlainRowEdges(plain, !part, items);

  useEffect(() => {
    if (!part) wantSwiperOnceSettled();
  }, [part]);

  const shownKey = useRef(resetKey);
  useLayoutEffect(() => {
    // Only on a change: writing scrollLeft forces a layout, which a row just drawn must not pay for.
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    if (plain.current) plain.current.scrollLeft = 0;
    plainOffset.current = 0;
  }, [resetKey]);

  const move = (direction: 1 | -1) => {
    const el = plain.current;
    if (!el) return;
    const left = el.scrollLeft + direction * Math.max(120, el.clientWidth * 0.7);
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
  };

  const Wrapper = kind === 'list' ? 'ul' : 'div';
  // The arrows' state changes as the plain row scrolls: the items are not drawn again for it.
  const plainSlides = useMemo(() => {
    const Slide = kind === 'list' ? 'li' : 'div';
    return items.map((item) => (
      <Slide key={itemKey(item)} className={styles.slide}>
        {renderItem(item)}
      </Slide>
    ));
  }, [items, itemKey, renderItem, kind]);

  // The arrows belong to the row, not to swiper: they stay put when swiper takes over and drive it then.
  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      ref={direction < 0 ? setPrevEl : setNextEl}
      className={`${styles.arrow} ${direction < 0 ? styles.prev : styles.next}`}
      aria-label={direction < 0 ? previousLabel : nextLabel}
      // Swiper's navigation sets them disabled at either end once it runs.
      disabled={part ? undefined : direction < 0 ? edges.start : edges.end}
      onClick={part ? undefined : () => move(direction)}
    >
      <Icon name={direction < 0 ? 'chevronLeft' : 'chevronRight'} size={arrows === 'over' ? 22 : 18} />
    </button>
  );

  return (
    <div
      ref={row}
      className={`${styles.row} ${className ?? ''}`}
      data-arrows={arrows}
      style={{ '--row-gap': `${spaceBetween}px` } as CSSProperties}
      {...(part ? null : reachForSwiper)}
    >
      {arrows === 'none' ? null : arrow(-1)}
      {part ? (
        <part.SwiperTrack
          kind={kind}
          label={label}
          labelledBy={labelledBy}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          spaceBetween={spaceBetween}
          resetKey={resetKey}
          prevEl={prevEl}
          nextEl={nextEl}
          startOffset={() => plainOffset.current}
          items={items}
          itemKey={itemKey}
          renderItem={renderItem}
        />
      ) : (
        <div
          ref={plain}
          className={`${styles.track} ${styles.plain}`}
          role={kind === 'group' ? 'group' : undefined}
          aria-label={kind === 'group' ? label : undefined}
          aria-labelledby={kind === 'group' ? labelledBy : undefined}
          onScroll={(e) => {
            plainOffset.current = e.currentTarget.scrollLeft;
          }}
        >
          <Wrapper
            className={styles.wrapper}
            aria-label={kind === 'list' ? label : undefined}
            aria-labelledby={kind === 'list' ? labelledBy : undefined}
          >
            {plainSlides}
          </Wrapper>
        </div>
      )}
      {arrows === 'none' ? null : arrow(1)}
    </div>
  );
}
