import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { ChipRow } from '@/components/swiped-row/chip-row';
import { gameTypePath } from '@/config/paths';
import { selectToken, useGameVendors, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { useFavouriteList } from '../../api/favourite-list';
import { useRecentGames } from '../../api/recent-games';
import { GameShelf } from './game-shelf';
import { useRecommendedSlots } from './use-recommended-slots';
import styles from './home-sections.module.css';

/** Product rules: states and flows: ALL, FAV, RECENT or a slot vendor's code. */
type Classify = string;
const SHOWN = 12;

function AllOrVendor({ vassalage, label }: { vassalage?: string; label: string }) {
  const list = useRecommendedSlots(vassalage);
  return <GameShelf games={list.data?.slice(0, SHOWN)} label={label} state={list} />;
}

function Favourites({ label }: { label: string }) {
  const list = useFavouriteList({ pageNo: 1, pageSize: SHOWN, gameType: 'RNG' });
  return <GameShelf games={list.data?.content} label={label} state={list} />;
}

function Recent({ label }: { label: string }) {
  const list = useRecentGames({ pageNo: 1, pageSize: SHOWN, gameType: 'RNG' });
  return <GameShelf games={list.data?.content} label={label} state={list} />;
}

/**
 * Home section 6: slots by classification: all (the recommended ones), favourites and recent games (both
 * need a login; a visitor's click opens it), and each slot vendor. "More" leads to the slots lobby.
 */
export function SlotSection() {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useSessionStore(selectToken) !== null;
  const lanes = useGameVendors().data;
  const vendors = useMemo(
    () => lanes?.find((lane) => lane.title.toUpperCase() === 'RNG')?.cards ?? [],
    [lanes],
  );
  const [chosen, setChosen] = useState<Classify>('ALL');
  // Favourites and recent are ignored while logged out (product rules: states and flows).
  const classify = !loggedIn && (chosen === 'FAV' || chosen === 'RECENT') ? 'ALL' : chosen;
  const choose = (next: Classify) => {
    if ((next === 'FAV' || next === 'RECENT') && !loggedIn) openPopup('login');
    else setChosen(next);
  };

  const items: { key: Classify; label: string }[] = [
    { key: 'ALL', label: t('home_slot_all') },
    { key: 'FAV', label: t('home_slot_fav') },
    { key: 'RECENT', label: t('home_slot_recent') },
    ...vendors.map((v) => ({ key: v.vassalage, label: v.displayName || v.vassalage })),
  ];
  const current = items.find((item) => item.key === classify) ?? items[0]!;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('nav_rng')}
        </h2>
        <Link to={gameTypePath('rng')} className={styles.more}>
          {t('home_more')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      <ChipRow
        label={t('home_slot_filter')}
        // Its arrows move on through the slot vendors, which fill all but the row's first three chips.
        previousLabel={t('lobby_vendors_previous')}
        nextLabel={t('lobby_vendors_next')}
        items={items}
        chipKey={(item) => item.key}
        chipLabel={(item) => item.label}
        active={classify}
        onChoose={(item) => choose(item.key)}
      />
      {classify === 'FAV' ? (
        <Favourites label={current.label} />
      ) : classify === 'RECENT' ? (
        <Recent label={current.label} />
      ) : (
        <AllOrVendor vassalage={classify === 'ALL' ? undefined : classify} label={current.label} />
      )}
    </section>
  );
}
