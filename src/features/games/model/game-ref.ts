import type { Game } from '@/api';
import type { GameRef } from '@/lib/game-ref';

/** What startGame and the popups need of a listed game. */
export function toGameRef(game: Game): GameRef {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameName: game.gameName || game.nodeName,
    gameCode: game.gameCode ?? null,
    roomId: game.roomId ?? null,
    maintenance: game.maintenance,
    seamless: game.seamless,
  };
}
