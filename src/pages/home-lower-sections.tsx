import { lazy } from 'react';
import { WhenVisible } from '@/components/when-visible/when-visible';
import { PromotionsCarousel } from '@/features/announcements/promotions-carousel';
import { GameTabs } from '@/features/games/home-games';

// Further below the fold: their code loads as they are about to scroll into view.
const WinnersBoard = lazy(() =>
  import('@/features/winners/components/winners-board').then((m) => ({ default: m.WinnersBoard })),
);
const SlotSection = lazy(() =>
  import('@/features/games/components/home/slot-section').then((m) => ({ default: m.SlotSection })),
);

/**
 * The home sections under the notice bar (product rules: pages and layout: game tabs, promotions, winners, slots). They
 * are a chunk of their own, asked for once the first screen is painted, so the banner does not wait for
 * their code (decision 015).
 */
export function HomeLowerSections() {
  return (
    <>
      <GameTabs />
      <PromotionsCarousel />
      <WhenVisible minHeight={420}>
        <WinnersBoard />
      </WhenVisible>
      <WhenVisible minHeight={520}>
        <SlotSection />
      </WhenVisible>
    </>
  );
}
