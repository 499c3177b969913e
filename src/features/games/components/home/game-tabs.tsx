import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { selectToken, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { useFavouriteList } from '../../api/favourite-list';
import { useHotGames } from '../../api/hot-games';
import { GameShelf } from './game-shelf';
import { useRecommendedSlots } from './use-recommended-slots';
import styles from './home-sections.module.css';

type GameTab = 'HOT' | 'FAV' | 'RECOMMEND';

/** Product rules: constants and limits: at most 13 games in a home tab; favourites are asked for 13 at a time. */
export const HOME_TAB_LIMIT = 13;

function HotPanel({ label }: { label: string }) {
  const hot = useHotGames();
  return <GameShelf games={hot.data?.slice(0, HOME_TAB_LIMIT)} label={label} layout="row" state={hot} />;
}

function FavouritesPanel({ label }: { label: string }) {
  const { t } = useTranslation();
  const favourites = useFavouriteList({ pageNo: 1, pageSize: HOME_TAB_LIMIT });
  return (
    <GameShelf
      games={favourites.data?.content.slice(0, HOME_TAB_LIMIT)}
      label={label}
      layout="row"
      state={favourites}
      emptyTitle={t('home_fav_empty')}
    />
  );
}

function RecommendedPanel({ label }: { label: string }) {
  const recommended = useRecommendedSlots();
  return (
    <GameShelf
      games={recommended.data?.slice(0, HOME_TAB_LIMIT)}
      label={label}
      layout="row"
      state={recommended}
    />
  );
}

/** Home section 3: hot games, the member's collection (login required) and recommended games. */
export function GameTabs() {
  const { t } = useTranslation();
  const id = useId();
  const loggedIn = useSessionStore(selectToken) !== null;
  const [chosen, setChosen] = useState<GameTab>('HOT');
  // My collection needs a session: a visitor's click opens the login popup and the tab stays where it was.
  const tab = chosen === 'FAV' && !loggedIn ? 'HOT' : chosen;
  const choose = (next: GameTab) => {
    if (next === 'FAV' && !loggedIn) openPopup('login');
    else setChosen(next);
  };
  const tabId = (mode: GameTab) => `${id}-tab-${mode}`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('home_games_title')}
        </h2>
        <div className={styles.tabs}>
          <ModeTabs
            label={t('home_games_title')}
            tabs={[
              { mode: 'HOT', label: t('home_tab_hot') },
              { mode: 'FAV', label: t('home_tab_fav') },
              { mode: 'RECOMMEND', label: t('recommended') },
            ]}
            value={tab}
            onChange={choose}
            panelId={`${id}-panel`}
            tabId={tabId}
          />
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'HOT' ? <HotPanel label={t('home_tab_hot')} /> : null}
        {tab === 'FAV' ? <FavouritesPanel label={t('home_tab_fav')} /> : null}
        {tab === 'RECOMMEND' ? <RecommendedPanel label={t('recommended')} /> : null}
      </div>
    </section>
  );
}
