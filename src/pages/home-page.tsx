import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/deferred/deferred';
import { FreePlayButton } from '@/features/access';
// From their files, not the feature's index, so the promotions stay in the lower sections' chunk.
import { BannerCarousel, NoticeMarquee } from '@/features/announcements/home-banners';
import { useSystemStatus } from '@/core';
import styles from './home-page.module.css';

const HomeLowerSections = lazy(() =>
  import('./home-lower-sections').then((m) => ({ default: m.HomeLowerSections })),
);

/** The home page of product rules: pages and layout, its sections in the order the spec numbers them. */
export function HomePage() {
  const { t } = useTranslation();
  const siteName = useSystemStatus().data?.info.siteName ?? '';
  return (
    <div className={styles.home}>
      <BannerCarousel />
      <section className={styles.welcome} aria-labelledby="home-welcome">
        <div>
          <h1 id="home-welcome" className={styles.title}>
            {t('home_welcome', { siteName })}
          </h1>
          <p className={styles.lead}>{t('home_lead')}</p>
        </div>
        <FreePlayButton placement="hero" />
      </section>
      <NoticeMarquee />
      <Deferred>
        {/* Nothing sits below them but the footer, which starts under the fold: their arrival moves nothing in view. */}
        <Suspense fallback={null}>
          <HomeLowerSections />
        </Suspense>
      </Deferred>
    </div>
  );
}
