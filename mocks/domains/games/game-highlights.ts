import { gameCatalogue } from './game-catalogue';
import type { GameRecord, GameType, Language } from './game-types';
import { createPrng, intBetween, pick } from '../../shared/prng';

export interface RankEntry {
  vo: {
    winAmount: number;
    gameName: string;
    customerName: string;
    nodeId: number;
    /** Designed: the reference starts a win's `vo` as a game, so it carries the game's code (the launch's gameId). */
    gameCode: string;
    gameType: GameType;
    vendor: string;
    iconUrl: string;
  };
}

let hot: GameRecord[] | null = null;

/** The 30 most popular playable games of the lobby categories. */
export function hotGames(): GameRecord[] {
  hot ??= gameCatalogue()
    .games.filter((g) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType) && !g.maintenance)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 30);
  return hot;
}

interface Win {
  game: GameRecord;
  winAmount: number;
  customerName: string;
}

let wins: Win[] | null = null;

function seedWins(): Win[] {
  const rng = createPrng(777);
  const games = gameCatalogue().games.filter((g) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType));
  const prefixes = ['pl', 'jo', 'ma', 'an', 'lu', 'ca', 'fe', 'ra', 'br', 'th', 'ga', 'vi'];
  return Array.from({ length: 80 }, () => {
    const cents = intBetween(rng, 50_000, 9_800_000);
    return {
      game: pick(rng, games),
      winAmount: cents / 100,
      customerName: `${pick(rng, prefixes)}***${String(intBetween(rng, 0, 99)).padStart(2, '0')}`,
    };
  });
}

/** Winner board, biggest first; `gameCategory` ALL (or empty) means every category. */
export function rankList(gameCategory: string, limit: number, language: Language): RankEntry[] {
  wins ??= seedWins();
  const category = gameCategory.toUpperCase();
  return wins
    .filter((w) => category === '' || category === 'ALL' || w.game.gameType === category)
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, limit)
    .map((w) => ({
      vo: {
        winAmount: w.winAmount,
        gameName: w.game.names[language],
        customerName: w.customerName,
        nodeId: w.game.nodeId,
        gameCode: w.game.gameCode,
        gameType: w.game.gameType,
        vendor: w.game.vassalage,
        iconUrl: `/game/${w.game.nodeId}.svg`,
      },
    }));
}
