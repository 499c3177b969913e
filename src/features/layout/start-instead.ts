import type { MouseEvent } from 'react';
import { startGame, type GameRef } from '@/core';

/**
 * A navigation link that starts a game instead of being followed (cockfight: product rules: pages and layout) calls this
 * on click; without a game to start, the link is followed as usual.
 */
export function startInsteadOfFollowing(event: MouseEvent, game: GameRef | undefined): void {
  if (!game) return;
  event.preventDefault();
  startGame(game);
}
