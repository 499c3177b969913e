import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { usePageCovered } from '@/components/modal/page-cover';
import { PauseButton } from '@/components/pause-button/pause-button';
import { isKeyboardFocus } from '@/lib/keyboard-focus';
import { wantSwiperNow, wantSwiperOnceSettled } from '@/components/swiper/swiper-gate';
import { holdFirstScreenForPicture } from '@/lib/first-paint';
import { reachForSwiper, useSwiperPart } from '@/components/swiper/use-swiper-part';
import { BannerSlide, type BannerPicture } from './banner-slide';
import styles from './banner-carousel.module.css';

const loadBannerSwiper = () => import('./banner-swiper');

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The banners, looping and autoplaying on swiper (only with more than one), with clickable pagination,
 * arrows and a pause control. The first banner is drawn at once as a plain picture (the page's largest
 * paint, no script needed); swiper takes the same box over once it is wanted (see swiper-gate), starting
 * on the same banner, so nothing moves. Autoplay holds while the pointer is over the banner or keyboard
 * focus is in it or a popup covers the page, starts paused for reduced motion, and carries on after any other
 * interaction.
 */
export function BannerShow({ slides }: { slides: readonly BannerPicture[] }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLElement>(null);
  const sliding = slides.length > 1;
  const part = useSwiperPart(loadBannerSwiper, frame, sliding);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const covered = usePageCovered();
  const [startAt, setStartAt] = useState(0);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [dotsEl, setDotsEl] = useState<HTMLDivElement | null>(null);
  // Settles once the first picture is on screen (or has failed): swiper waits for it.
  const [firstPicture] = useState(() => {
    let settle: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { shown, settle };
  });

  useEffect(() => {
    // The page's largest picture: the after-paint services wait for it, and so does swiper.
    const release = slides[0]?.src ? holdFirstScreenForPicture(firstPicture.shown) : undefined;
    if (sliding) wantSwiperOnceSettled();
    return release;
  }, [sliding, slides, firstPicture]);

  const swiped = sliding && part;
  // Before swiper is in, a press on an arrow or a dot brings it and is carried out when it arrives.
  const goTo = (index: number) => {
    setStartAt(index);
    wantSwiperNow();
  };
  const first = slides[0]!;

  return (
    <section
      ref={frame}
      className={styles.frame}
      aria-roledescription="carousel"
      aria-label={t('banner_label')}
      {...reachForSwiper}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setHovered(true);
        wantSwiperNow();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e: FocusEvent) => {
        setKeyboardInside(isKeyboardFocus(e.target));
        wantSwiperNow();
      }}
      onBlur={(e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setKeyboardInside(false);
      }}
    >
      {swiped ? (
        <part.BannerSwiper
          slides={slides}
          startAt={startAt}
          running={!paused && !hovered && !keyboardInside && !covered}
          reducedMotion={reducedMotion}
          prevEl={prevEl}
          nextEl={nextEl}
          dotsEl={dotsEl}
        />
      ) : (
        <div className={styles.track}>
          <div className={styles.wrapper}>
            <div className={styles.slideBox}>
              <BannerSlide
                banner={first.banner}
                src={first.src}
                priority
                eager
                onLoad={firstPicture.settle}
                onError={firstPicture.settle}
              />
            </div>
          </div>
        </div>
      )}
      {sliding ? (
        <>
          {/* The controls belong to the banner, not to swiper: they stay put when it takes over and drive it then. */}
          <button
            type="button"
            ref={setPrevEl}
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('carousel_prev')}
            onClick={swiped ? undefined : () => goTo(slides.length - 1)}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <button
            type="button"
            ref={setNextEl}
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('carousel_next')}
            onClick={swiped ? undefined : () => goTo(1)}
          >
            <Icon name="chevronRight" size={22} />
          </button>
          <div className={styles.controls}>
            <PauseButton
              className={styles.play}
              paused={paused}
              onToggle={() => setPaused((p) => !p)}
              pauseLabel={t('carousel_pause')}
              playLabel={t('carousel_play')}
            />
            {/* Swiper's pagination draws its bullets in here; until then, stand-ins that look the same. */}
            <div ref={setDotsEl} className={styles.dots} role="group" aria-label={t('carousel_pagination')}>
              {swiped
                ? null
                : slides.map(({ banner }, index) => (
                    <button
                      key={banner.key}
                      type="button"
                      className="swiper-pagination-bullet"
                      aria-label={t('carousel_go_to', { n: index + 1 })}
                      aria-current={index === 0 ? 'true' : undefined}
                      onClick={() => goTo(index)}
                    />
                  ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
