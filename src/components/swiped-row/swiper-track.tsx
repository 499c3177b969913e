import { useEffect, useLayoutEffect, useMemo, useRef, type Key, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import styles from './swiped-row.module.css';
import { isKeyboardFocus } from '@/lib/keyboard-focus';

export interface SwiperTrackProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  kind: 'group' | 'list';
  label?: string;
  labelledBy?: string;
  previousLabel: string;
  nextLabel: string;
  spaceBetween: number;
  resetKey?: string;
  /** The row's own arrow buttons, which swiper's navigation drives (null: no arrows). */
  prevEl: HTMLButtonElement | null;
  nextEl: HTMLButtonElement | null;
  /** How far the plain stand-in had been scrolled, px: swiper starts there. */
  startOffset: () => number;
}

/** SwipedRow's track once swiper is in: the same items, swiped, at automatic width. */
export function SwiperTrack<T>({
  items,
  itemKey,
  renderItem,
  kind,
  label,
  labelledBy,
  previousLabel,
  nextLabel,
  spaceBetween,
  resetKey,
  prevEl,
  nextEl,
  startOffset,
}: SwiperTrackProps<T>) {
  const swiper = useRef<SwiperInstance | null>(null);
  const shownKey = useRef(resetKey);
  // Swiper compares its options between renders: the same object keeps its navigation bound.
  const navigation = useMemo(() => (prevEl && nextEl ? { prevEl, nextEl } : false), [prevEl, nextEl]);

  useLayoutEffect(() => {
    const s = swiper.current;
    const offset = startOffset();
    if (!s || offset <= 0) return;
    // Exactly where the plain row was scrolled to, not snapped to an item: taking over moves nothing.
    s.setTranslate(Math.max(s.maxTranslate(), -offset));
    s.updateActiveIndex();
    s.updateSlidesClasses();
    // Mount only: the offset is the stand-in's, long gone afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    // A list's name belongs on the list itself, which swiper renders (as its wrapper).
    const wrapper = swiper.current?.wrapperEl;
    if (kind !== 'list' || !wrapper) return;
    if (label) wrapper.setAttribute('aria-label', label);
    else wrapper.removeAttribute('aria-label');
    if (labelledBy) wrapper.setAttribute('aria-labelledby', labelledBy);
    else wrapper.removeAttribute('aria-labelledby');
  }, [kind, label, labelledBy]);

  useEffect(() => {
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    swiper.current?.slideTo(0);
  }, [resetKey]);

  useEffect(() => {
    const s = swiper.current;
    if (!s) return undefined;
    // Tabbing onto an item only partly in view slides it fully into view.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element;
      const slide = target.closest<HTMLElement>('.swiper-slide');
      if (!slide || slide.classList.contains('swiper-slide-fully-visible')) return;
      if (!isKeyboardFocus(target)) return;
      s.slideTo(s.slides.indexOf(slide));
    };
    // Swiper lets go of its element when destroyed, before this cleanup runs.
    const el = s.el;
    el.addEventListener('focusin', onFocusIn);
    return () => el.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <Swiper
      className={styles.track}
      wrapperClass={styles.wrapper}
      wrapperTag={kind === 'list' ? 'ul' : 'div'}
      role={kind === 'group' ? 'group' : undefined}
      aria-label={kind === 'group' ? label : undefined}
      aria-labelledby={kind === 'group' ? labelledBy : undefined}
      modules={[A11y, Navigation]}
      slidesPerView="auto"
      spaceBetween={spaceBetween}
      // An arrow press moves on by what is in view, not by a single chip.
      slidesPerGroupAuto
      watchSlidesProgress
      navigation={navigation}
      a11y={{
        prevSlideMessage: previousLabel,
        nextSlideMessage: nextLabel,
        // Chips and tiles are not slides of a slideshow: no group role, "3 / 20" name or live region.
        slideRole: '',
        slideLabelMessage: '',
        wrapperLiveRegion: false,
        scrollOnFocus: false,
      }}
      onSwiper={(s) => {
        swiper.current = s;
      }}
    >
      {items.map((item) => (
        <SwiperSlide key={itemKey(item)} tag={kind === 'list' ? 'li' : 'div'} className={styles.slide}>
          {renderItem(item)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
