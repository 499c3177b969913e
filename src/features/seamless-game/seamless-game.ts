import { gameTypePath, paths, type GameCentreType, type GameListType } from '@/config/paths';
import type { GameRef } from '@/lib/game-ref';

/** The game the seamless page plays, as core's startGame wrote it into the address. */
export interface SeamlessGame {
  game: GameRef;
  freeTrial: boolean;
  roomId?: string;
}

const ID = /^[\w.-]{1,64}$/;

/**
 * Reads the page's query (the names core/start-game.ts writes: nodeId, vassalage, gameType, gameName,
 * gameCode, roomId, freeTrial). Null when it names no game: an address typed or cut short by hand.
 */
export function seamlessGameFrom(query: URLSearchParams): SeamlessGame | null {
  const nodeId = query.get('nodeId') ?? '';
  const gameType = query.get('gameType') ?? '';
  if (!ID.test(nodeId) || !ID.test(gameType)) return null;
  const roomId = query.get('roomId') ?? '';
  return {
    game: {
      nodeId,
      vassalage: query.get('vassalage') ?? '',
      gameType,
      // Shown as text only (React escapes it); an address with no name still plays.
      gameName: (query.get('gameName') ?? '').trim().slice(0, 120),
      gameCode: query.get('gameCode') || null,
      roomId: roomId || null,
    },
    freeTrial: query.get('freeTrial') === '1',
    roomId: roomId || undefined,
  };
}

/** The lobby of each game type (product rules: pages and layout); a type the site has no lobby for goes home. */
const lobbies: Readonly<Record<string, GameCentreType | GameListType | 'lott' | 'elott'>> = {
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  LOTT: 'lott',
  ELOTT: 'elott',
};

/** Where "Back to the lobby" leads: the lobby of the game's type. */
export function lobbyPathOf(gameType: string | undefined): string {
  const lobby = gameType ? lobbies[gameType.toUpperCase()] : undefined;
  if (!lobby) return paths.home;
  return lobby === 'lott' || lobby === 'elott' ? paths[lobby] : gameTypePath(lobby);
}
