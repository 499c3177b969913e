import { memo } from 'react';
import type { Game } from '@/api';
import { GAME_START_ACTION, startGame } from '@/core';
import { usePendingAction } from '@/lib/pending-action';
import { toGameRef } from '../../model/game-ref';
import { GameImage } from './game-image';
import { TileProvider, useTileShared, type TileShared } from './tile-context';
import styles from './game-tile.module.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The game's display name: the localized name, else the node name. Always rendered as text. */
export function gameDisplayName(game: Game): string {
  return game.gameName || game.nodeName;
}

/**
 * One game in a lobby grid (product rules: pages and layout "Game tile"): picture, vendor and game names, play and
 * free-trial buttons and the favourite heart. Server names are untrusted: they only ever become text.
 */
export const GameTile = memo(function GameTile({ game }: { game: Game }) {
  const shared = useTileShared();
  if (shared) return <TileView game={game} shared={shared} />;
  // A tile on its own (outside a grid) brings its own shared state.
  return (
    <TileProvider>
      <SharedTile game={game} />
    </TileProvider>
  );
});

function SharedTile({ game }: { game: Game }) {
  const shared = useTileShared();
  return shared ? <TileView game={game} shared={shared} /> : null;
}

function TileView({ game, shared }: { game: Game; shared: TileShared }) {
  const { t, isFavourite, known, toggle, imageHosts } = shared;
  const name = gameDisplayName(game);
  const favourite = isFavourite(game.nodeId);
  const vendor = game.displayName || game.vassalage;
  const starting = usePendingAction(GAME_START_ACTION, game.nodeId);

  return (
    <div
      className={`${styles.tile} ${game.maintenance ? styles.maintenance : ''} ${starting ? styles.starting : ''}`}
    >
      <div className={styles.media}>
        <GameImage game={game} hosts={imageHosts} />
        {game.maintenance ? (
          <span className={styles.badge}>{t('game_maintenance_badge')}</span>
        ) : game.isNew ? (
          <span className={`${styles.badge} ${styles.badgeNew}`}>{t('game_new_badge')}</span>
        ) : null}
        <button
          type="button"
          className={`${styles.heart} ${favourite ? styles.heartActive : ''} ${known ? '' : styles.heartUnknown}`}
          aria-pressed={known ? favourite : undefined}
          aria-label={
            known
              ? t(favourite ? 'game_favourite_remove' : 'game_favourite_add', { name })
              : t('game_favourite_unknown', { name })
          }
          onClick={() => toggle(game)}
        >
          <HeartIcon filled={favourite} />
        </button>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.play}
            aria-label={t('game_play_named', { name })}
            aria-busy={starting || undefined}
            onClick={() => startGame(toGameRef(game))}
          >
            {starting ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {t('game_play')}
          </button>
          <button
            type="button"
            className={styles.trial}
            aria-label={t('game_trial_named', { name })}
            onClick={() => startGame(toGameRef(game), { freeTrial: true })}
          >
            {t('game_trial')}
          </button>
        </div>
      </div>
      <div className={styles.info}>
        <p className={styles.name} title={name}>
          {name}
        </p>
        <p className={styles.vendor}>{vendor}</p>
      </div>
    </div>
  );
}
