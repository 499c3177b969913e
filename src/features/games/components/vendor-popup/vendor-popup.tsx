import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { languageEntry } from '@/i18n/languages';
import type { PopupPropsByName } from '@/lib/popup-store';
import { useCategoryGames } from '../../api/category-games';
import { filterGames, indexGames } from '../../model/game-filter';
import { GameSearch } from '../lobby/game-search';
import { TileGrid } from '../tile-grid/tile-grid';
import styles from './vendor-popup.module.css';

/** Tiles shown at first and added per "Show more": the popup's DOM stays small for a 300-game vendor. */
const STEP = 48;

/** A vendor's game list (a VASSALAGE card of a lane), with search by name. */
export function VendorPopup({
  vassalage,
  gameType,
  title,
  onClose,
}: PopupPropsByName['game'] & { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const list = useCategoryGames(gameType.toUpperCase(), vassalage);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(STEP);
  const index = useMemo(() => indexGames(list.data ?? []), [list.data]);
  const games = useMemo(() => filterGames(index, { query: deferredQuery }), [index, deferredQuery]);
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const name = title || vassalage;

  let body;
  if (list.isError && !list.data) {
    body = (
      <StatePanel
        tone="error"
        title={t('lobby_error_title')}
        message={t('lobby_error_text')}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  } else if (!list.data) {
    body = (
      <div className={styles.loading}>
        <Spinner label={t('lobby_loading')} />
      </div>
    );
  } else if (games.length === 0) {
    body = (
      <StatePanel
        title={t('lobby_empty_title')}
        message={deferredQuery.trim() ? t('lobby_empty_search', { query: deferredQuery.trim() }) : undefined}
      />
    );
  } else {
    body = (
      <>
        <TileGrid games={games.slice(0, limit)} label={t('lobby_games')} />
        {games.length > limit ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => setLimit((n) => n + STEP)}>
              {t('lobby_show_more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Modal title={t('lobby_vendor_games', { name })} onClose={onClose} size="lg">
      <div className={styles.popup}>
        <div className={styles.tools}>
          <GameSearch
            value={query}
            onChange={(value) => {
              setQuery(value);
              setLimit(STEP);
            }}
          />
          {list.data ? (
            <p className={styles.count} role="status">
              {t('lobby_count', { count: games.length, formatted: games.length.toLocaleString(locale) })}
            </p>
          ) : null}
        </div>
        {body}
      </div>
    </Modal>
  );
}
