import type { Game } from '@/api';

/** A game with its search text lower-cased once per list, so each keystroke only compares strings. */
export interface IndexedGame {
  game: Game;
  search: string;
}

export function indexGames(games: readonly Game[]): IndexedGame[] {
  return games.map((game) => ({
    game,
    search: `${game.gameName}\u0000${game.nodeName}`.toLocaleLowerCase(),
  }));
}

export interface GameFilter {
  vendor?: string;
  classify?: string;
  isNew?: boolean;
  query?: string;
}

/** The lobby's client-side filters; ALL or empty means no filter. One pass, no allocation per game. */
export function filterGames(list: readonly IndexedGame[], filter: GameFilter): Game[] {
  const vendor = filter.vendor && filter.vendor !== 'ALL' ? filter.vendor : null;
  const classify = filter.classify && filter.classify !== 'ALL' ? filter.classify : null;
  const query = (filter.query ?? '').trim().toLocaleLowerCase();
  const out: Game[] = [];
  for (const { game, search } of list) {
    if (vendor !== null && game.vassalage !== vendor) continue;
    if (classify !== null && game.gameClassify !== classify) continue;
    if (filter.isNew && !game.isNew) continue;
    if (query !== '' && !search.includes(query)) continue;
    out.push(game);
  }
  return out;
}
