import type { Game } from '@/api';
import { GameTile } from '../game-tile/game-tile';
import { TileProvider } from '../game-tile/tile-context';
import styles from './tile-grid.module.css';

/** A plain grid of tiles for short lists (popups); the lobby's long lists use the virtualized grid. */
export function TileGrid({ games, label }: { games: readonly Game[]; label: string }) {
  return (
    <TileProvider>
      <ul className={styles.grid} aria-label={label}>
        {games.map((game) => (
          <li key={game.nodeId} className={styles.item}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </TileProvider>
  );
}
