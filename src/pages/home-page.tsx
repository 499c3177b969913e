import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/deferred/deferred';
import { WhenVisible } from '@/components/when-visible/when-visible';
import { FreePlayButton } from '@/features/access';
import { BannerCarousel, NoticeMarquee, PromotionsCarousel } from '@/features/announcements';
import { GameTabs } from '@/features/games/components/home/game-tabs';
import { useSystemStatus } from '@/core';
import styles from './home-page.module.css';

// Below the fold: their code loads as they are about to scroll into view, not with the first screen.
const WinnersBoard = lazy(() =>
  import('@/features/games/components/home/winners-board').then((m) => ({ default: m.WinnersBoard })),
);
const SlotSection = lazy(() =>
  import('@/features/games/components/home/slot-section').then((m) => ({ default: m.SlotSection })),
);

/** The home page of spec 1 section 2, its sections in the order the spec numbers them. */
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
        <GameTabs />
        <PromotionsCarousel />
        <WhenVisible minHeight={420}>
          <WinnersBoard />
        </WhenVisible>
        <WhenVisible minHeight={520}>
          <SlotSection />
        </WhenVisible>
      </Deferred>
    </div>
  );
}
