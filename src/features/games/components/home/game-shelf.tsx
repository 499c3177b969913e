import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@/api';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { GameTile } from '../game-tile/game-tile';
import { TileProvider } from '../game-tile/tile-context';
import { SwipedRow } from '@/components/swiped-row/swiped-row';
import { skeletonClass } from '@/components/skeleton/skeleton';
import styles from './home-sections.module.css';

/** Space between the tiles of a row, px: the grid's gap on wide screens. */
const ROW_SPACING = 16;

export interface GameShelfProps {
  games: readonly Game[] | undefined;
  /** Accessible name of the list. */
  label: string;
  /** The query behind the list: its loading and error states, and its retry. */
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Shown when the list is empty (product rules, home page: the no-data placeholder). */
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Placeholder tiles while loading. */
  skeletons?: number;
  /** A grid of rows, or one row that scrolls sideways. */
  layout?: 'grid' | 'row';
}

/** A home section's short list of games: tiles, or a loading, empty or error state in the same space. */
export function GameShelf({
  games: arrived,
  label,
  state,
  emptyTitle,
  emptyAction,
  skeletons = 6,
  layout = 'grid',
}: GameShelfProps) {
  const { t } = useTranslation();
  // The tiles render as a transition, in short slices: a shelf's tiles drawn at once, as its answer came in,
  // were one long task on a slow phone. Until then the shelf keeps what it showed (the loading tiles).
  const games = useDeferredValue(arrived);
  const drawing = games !== arrived;
  if (state.isError && !games && !drawing) {
    return (
      <StatePanel
        tone="error"
        title={t('home_games_error')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void state.refetch()}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if ((state.isPending || drawing) && !games) {
    return (
      <div className={styles.shelf} role="status" aria-label={t('common_loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <span key={i} className={`${skeletonClass} ${styles.skeletonTile}`} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (!games || games.length === 0) {
    return (
      <StatePanel
        icon={<CategoryIcon code="RNG" size={28} />}
        title={emptyTitle ?? t('home_no_data')}
        action={emptyAction}
      />
    );
  }
  // One favourites, status and translation subscription (and one favourite throttle) for the whole list.
  if (layout === 'row') {
    return (
      <TileProvider>
        <SwipedRow
          className={styles.tileRow}
          kind="list"
          label={label}
          previousLabel={t('home_row_previous', { name: label })}
          nextLabel={t('home_row_next', { name: label })}
          spaceBetween={ROW_SPACING}
          items={games}
          itemKey={(game) => game.nodeId}
          renderItem={(game) => <GameTile game={game} />}
        />
      </TileProvider>
    );
  }
  return (
    <ul className={styles.shelf} aria-label={label}>
      <TileProvider>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameTile game={game} />
          </li>
        ))}
      </TileProvider>
    </ul>
  );
}
