import { useTranslation } from 'react-i18next';
import { FreePlayButton } from '@/features/access';
import { BannerCarousel, NoticeMarquee, PromotionsCarousel } from '@/features/announcements';
import { useSystemStatus } from '@/core';
import styles from './home-page.module.css';

/** The home page of spec 1 section 2, its sections in the order the spec numbers them. */
export function HomePage() {
  const { t } = useTranslation();
  const siteName = useSystemStatus().data?.info.siteName ?? '';
  return (
    <div className={styles.home}>
      {/* 1 */}
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
      {/* 2 */}
      <NoticeMarquee />
      {/* 3: game tabs (games feature) */}
      {/* 4 */}
      <PromotionsCarousel />
      {/* 5: jackpot and winners (games feature) */}
      {/* 6: slot section (games feature) */}
    </div>
  );
}
