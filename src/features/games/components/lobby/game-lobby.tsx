import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { selectToken, useGameVendors, useSessionStore } from '@/core';
import { languageEntry } from '@/i18n/languages';
import { openPopup } from '@/lib/popup-store';
import { buildCategoryMenu, FILTER_ALL, FILTER_NEW, LOGIN_FILTERS } from '../../model/category-menu';
import { filterGames, indexGames } from '../../model/game-filter';
import { cardsOf, laneOf } from '../../model/lane-cards';
import type { LobbyConfig } from '../../model/lobby-routes';
import { CategoryFilterBar } from './category-filter-bar';
import { GridSkeleton } from './grid-skeleton';
import { LobbyError } from './lobby-error';
import { GameSearch } from './game-search';
import { useLobbyGames } from './use-lobby-games';
import { VendorFilter } from './vendor-filter';
import { VirtualGameGrid } from './virtual-game-grid';
import styles from './lobby.module.css';

export interface GameLobbyProps {
  config: LobbyConfig;
  title: string;
  icon: string;
}

const builtIn = new Set([FILTER_ALL, FILTER_NEW, ...LOGIN_FILTERS]);

/**
 * A game-list page (/rng, /live, /fish, /pvp, /inHouse, /hot, /fav, /lott, /elott): vendor chips, the
 * category bar, search by name and a virtualized grid. Vendor (vassalage) and category (gameClassify)
 * live in the URL, so nav links land filtered and the back button steps through filters.
 */
export function GameLobby({ config, title, icon }: GameLobbyProps) {
  const { t, i18n } = useTranslation();
  const token = useSessionStore(selectToken);
  const [params, setParams] = useSearchParams();
  const lanes = useGameVendors();
  const isCategory = config.kind === 'category';
  const code = isCategory && config.code !== 'HOT' && config.code !== 'FAV' ? config.code : null;
  const cards = useMemo(() => (code ? cardsOf(lanes.data ?? [], code) : []), [lanes.data, code]);
  const classifyEntries = useMemo(
    () => (code ? (laneOf(lanes.data ?? [], code)?.gameClassify ?? []) : []),
    [lanes.data, code],
  );

  const wantedVendor = (params.get('vassalage') ?? FILTER_ALL).toUpperCase();
  const vendor =
    config.fixedVendor ??
    (wantedVendor === FILTER_ALL || !lanes.data || cards.some((c) => c.vassalage === wantedVendor)
      ? wantedVendor
      : FILTER_ALL);
  const wantedClassify = (params.get('gameClassify') ?? FILTER_ALL).toUpperCase();
  const menu = useMemo(
    () => buildCategoryMenu({ gameType: config.gameType, classify: classifyEntries, vendor }),
    [config.gameType, classifyEntries, vendor],
  );
  // FAV and RECENT count only with a session; a category the vendor does not offer falls back to All.
  const classify =
    !isCategory ||
    (LOGIN_FILTERS.has(wantedClassify) && !token) ||
    (lanes.data && !menu.some((item) => item.key === wantedClassify))
      ? FILTER_ALL
      : wantedClassify;

  const list = useLobbyGames(config, classify, vendor);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => indexGames(list.games ?? []), [list.games]);
  const games = useMemo(
    () =>
      filterGames(index, {
        vendor: isCategory ? vendor : undefined,
        classify: builtIn.has(classify) ? undefined : classify,
        isNew: classify === FILTER_NEW,
        query: deferredQuery,
      }),
    [index, isCategory, vendor, classify, deferredQuery],
  );

  const setFilter = useCallback(
    (next: { vassalage?: string; gameClassify?: string }) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (!value || value === FILTER_ALL) out.delete(key);
          else out.set(key, value);
        }
        return out;
      });
    },
    [setParams],
  );

  // A new vendor starts from All (its categories differ).
  const selectVendor = useCallback(
    (vassalage: string) => setFilter({ vassalage, gameClassify: FILTER_ALL }),
    [setFilter],
  );
  const selectClassify = useCallback((gameClassify: string) => setFilter({ gameClassify }), [setFilter]);

  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const vendorName = cards.find((c) => c.vassalage === vendor)?.displayName;
  const loaded = !list.needsLogin && !list.isPending && !list.isError && list.games !== undefined;

  return (
    <div className={styles.lobby}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <span className={styles.titleIcon}>
            <CategoryIcon code={icon} size={24} />
          </span>
          <div className={styles.titleText}>
            <h1 className={styles.title}>{title}</h1>
            {loaded ? (
              <p className={styles.count} role="status">
                {vendorName && !config.fixedVendor ? (
                  <span className={styles.countVendor}>{vendorName} · </span>
                ) : null}
                {t('lobby_count', { count: games.length, formatted: games.length.toLocaleString(locale) })}
              </p>
            ) : null}
          </div>
        </div>
        {list.needsLogin ? null : (
          <div className={styles.search}>
            <GameSearch value={query} onChange={setQuery} />
          </div>
        )}
      </div>

      {isCategory && !config.fixedVendor && cards.length > 1 ? (
        <VendorFilter cards={cards} active={vendor} onSelect={selectVendor} />
      ) : null}
      {isCategory ? (
        <CategoryFilterBar
          gameType={config.gameType}
          classify={classifyEntries}
          vendor={vendor}
          active={classify}
          onSelect={selectClassify}
        />
      ) : null}

      <div className={styles.body}>
        {list.needsLogin ? (
          <StatePanel
            size="page"
            icon={<CategoryIcon code="FAV" size={28} />}
            title={t('lobby_login_title')}
            message={t('lobby_login_fav')}
            action={<Button onClick={() => openPopup('login')}>{t('lobby_login_action')}</Button>}
          />
        ) : list.isError && list.games === undefined ? (
          <LobbyError onRetry={list.refetch} />
        ) : list.games === undefined ? (
          <GridSkeleton />
        ) : (
          <>
            <VirtualGameGrid games={games} label={t('lobby_games')} />
            {games.length === 0 ? (
              <StatePanel
                size="page"
                icon={<CategoryIcon code={icon} size={28} />}
                title={t('lobby_empty_title')}
                message={
                  deferredQuery.trim()
                    ? t('lobby_empty_search', { query: deferredQuery.trim() })
                    : list.source === 'fav'
                      ? t('lobby_fav_empty')
                      : list.source === 'recent'
                        ? t('lobby_recent_empty')
                        : t('lobby_empty_text')
                }
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
