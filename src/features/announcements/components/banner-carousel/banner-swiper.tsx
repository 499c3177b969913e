import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import { BannerSlide, type BannerPicture } from './banner-slide';
import styles from './banner-carousel.module.css';

/** Product rules: constants and limits: the banner's timing. */
const DELAY_MS = 5000;
const SPEED_MS = 1000;

export interface BannerSwiperProps {
  slides: readonly BannerPicture[];
  /** The banner to start on: the first, or one chosen before swiper was in. */
  startAt: number;
  /** Autoplay moves on; false while paused, hovered or holding keyboard focus. */
  running: boolean;
  /** Slides change without sliding. */
  reducedMotion: boolean;
  /** BannerShow's own controls, which swiper's navigation and pagination drive. */
  prevEl: HTMLButtonElement | null;
  nextEl: HTMLButtonElement | null;
  dotsEl: HTMLDivElement | null;
}

function holdOrRun(s: SwiperInstance, running: boolean) {
  if (running && !s.autoplay.running) s.autoplay.start();
  else if (!running && s.autoplay.running) s.autoplay.stop();
  // A slideshow that moves on its own is not read out at every move; a held one is.
  s.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
}

/**
 * The banners on swiper: loop, autoplay every 5 s at a 1 s slide, clickable pagination. Only the banner
 * on screen can be reached: the others are inert and hidden from assistive technology.
 */
export function BannerSwiper({
  slides,
  startAt,
  running,
  reducedMotion,
  prevEl,
  nextEl,
  dotsEl,
}: BannerSwiperProps) {
  const { t, i18n } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(startAt);
  // Swiper compares its options between renders: the same objects keep it as it is.
  const navigation = useMemo(() => ({ prevEl, nextEl }), [prevEl, nextEl]);
  const pagination = useMemo(() => ({ el: dotsEl, clickable: true, bulletElement: 'button' }), [dotsEl]);
  const autoplay = useMemo(
    () => ({
      delay: DELAY_MS,
      disableOnInteraction: false,
      // Without a slide there is no transition end to wait for.
      waitForTransition: !reducedMotion,
    }),
    [reducedMotion],
  );

  useLayoutEffect(() => {
    if (swiper.current) holdOrRun(swiper.current, running);
  }, [running]);

  return (
    <Swiper
      // Swiper writes its accessible names once, when it starts: a new language starts it anew.
      key={i18n.language}
      className={styles.track}
      wrapperClass={styles.wrapper}
      modules={[A11y, Autoplay, Navigation, Pagination]}
      loop
      // Read when swiper starts: the first time, and again after a change of language.
      initialSlide={current}
      speed={reducedMotion ? 0 : SPEED_MS}
      autoplay={autoplay}
      navigation={navigation}
      pagination={pagination}
      a11y={{
        prevSlideMessage: t('carousel_prev'),
        nextSlideMessage: t('carousel_next'),
        // Swiper fills in {{index}} and {{slidesLength}} itself.
        paginationBulletMessage: t('carousel_go_to', { n: '{{index}}' }),
        slideLabelMessage: t('carousel_slide', { n: '{{index}}', total: '{{slidesLength}}' }),
        itemRoleDescriptionMessage: 'slide',
        wrapperLiveRegion: false,
      }}
      onSwiper={(s) => {
        swiper.current = s;
        holdOrRun(s, running);
      }}
      onRealIndexChange={(s) => setCurrent(s.realIndex)}
    >
      {slides.map(({ banner, src }, index) => {
        const away = index !== current;
        return (
          <SwiperSlide
            key={banner.key}
            className={styles.slideBox}
            inert={away}
            aria-hidden={away || undefined}
          >
            <BannerSlide banner={banner} src={src} priority={index === 0} eager={index === 0} />
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}
