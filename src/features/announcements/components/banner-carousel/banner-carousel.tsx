import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Carousel } from '@/components/carousel/carousel';
import { skeletonClass } from '@/components/skeleton/skeleton';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useAnnouncements } from '../../api/announcements';
import { HOME_BANNER_GROUP } from '../../preload-banner';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

export { HOME_BANNER_GROUP };

/** Spec 1 section 9: the banner's timing. */
const DELAY_MS = 5000;
const SPEED_MS = 1000;

/**
 * Home section 1: the w_home banners, looping and autoplaying (only with more than one banner), with
 * pagination, arrows and a pause control. Its height is reserved from the first paint (skeleton, then
 * slides, or a fallback when there are none), so nothing below it moves.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useAnnouncements();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const [firstLoaded, setFirstLoaded] = useState(false);
  const slides = useMemo(
    () =>
      (data?.banners ?? [])
        .filter((b) => b.groupName === HOME_BANNER_GROUP)
        .map((banner) => ({ banner, src: assetUrl(hosts ?? [], banner.imageUrl) })),
    [data, hosts],
  );

  if (isPending) {
    return (
      <div className={`${styles.frame} ${skeletonClass}`} role="status">
        <span className="visually-hidden">{t('banner_loading')}</span>
      </div>
    );
  }

  if (slides.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.fallback}`}>
        <div className={styles.fallbackText}>
          <p className={styles.kicker}>{t('banner_fallback_kicker')}</p>
          <p className={styles.fallbackTitle}>{t('banner_fallback_title')}</p>
          {isError ? (
            <p className={styles.fallbackError} role="alert">
              {t('banner_error')}{' '}
              <Button size="sm" variant="secondary" onClick={() => void refetch()} busy={isFetching}>
                {t('common_retry')}
              </Button>
            </p>
          ) : (
            <p className={styles.fallbackLead}>{t('banner_fallback_text')}</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <Carousel
      className={styles.frame}
      items={slides}
      itemKey={(s) => s.banner.bannerId}
      label={t('banner_label')}
      loop
      autoplayDelay={DELAY_MS}
      speed={SPEED_MS}
      pagination
      arrows
      arrowsReveal="hover"
      renderItem={({ banner, src }, { index, near, clone }) => {
        const first = index === 0 && !clone;
        return (
          <BannerSlide
            banner={banner}
            src={src}
            priority={first}
            // The rest wait for the first picture, so it has the connection to itself.
            eager={first || (firstLoaded && near)}
            onLoad={first ? () => setFirstLoaded(true) : undefined}
          />
        );
      }}
    />
  );
}
