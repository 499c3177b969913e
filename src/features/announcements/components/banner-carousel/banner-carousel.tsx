import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { skeletonClass } from '@/components/skeleton/skeleton';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useAnnouncements } from '../../api/announcements';
import { HOME_BANNER_GROUP } from '../../preload-banner';
import { BannerShow } from './banner-show';
import styles from './banner-carousel.module.css';

export { HOME_BANNER_GROUP };

/**
 * Home section 1: the w_home banners (see BannerShow). Its height is reserved from the first paint
 * (skeleton, then slides, or a fallback when there are none), so nothing below it moves.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useAnnouncements();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const slides = useMemo(
    () =>
      (data?.banners ?? [])
        .filter((b) => b.groupName === HOME_BANNER_GROUP)
        // The same address as preloadFirstHomeBanner's, so the first picture downloads once.
        .map((banner) => ({ banner, src: assetUrl(hosts ?? [], banner.picture) })),
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

  return <BannerShow slides={slides} />;
}
