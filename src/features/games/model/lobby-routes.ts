import type { LobbyCode } from './lane-cards';

/** What a game-list page lists: one category's games, the hot games, or the member's favourites. */
export type LobbyKind = 'category' | 'hot' | 'fav';

export interface LobbyConfig {
  kind: LobbyKind;
  /** The lane (and vendor cards) the page draws on; INHOUSE is RNG narrowed to PGE. */
  code: LobbyCode | 'HOT' | 'FAV';
  /** The gameType sent to the game list. */
  gameType: string;
  /** A vendor the page is fixed to (in-house games). */
  fixedVendor?: string;
}

/**
 * Product rules: pages and layout "Category route to code": the game-list routes (lower-cased) and what they list.
 * /inHouse maps to RNG and is narrowed to the in-house vendor PGE (product rules: constants and limits).
 */
export const lobbyRoutes: Readonly<Record<string, LobbyConfig>> = {
  rng: { kind: 'category', code: 'RNG', gameType: 'RNG' },
  live: { kind: 'category', code: 'LIVE', gameType: 'LIVE' },
  fish: { kind: 'category', code: 'FISH', gameType: 'FISH' },
  pvp: { kind: 'category', code: 'PVP', gameType: 'PVP' },
  lott: { kind: 'category', code: 'LOTT', gameType: 'LOTT' },
  elott: { kind: 'category', code: 'ELOTT', gameType: 'ELOTT' },
  inhouse: { kind: 'category', code: 'INHOUSE', gameType: 'RNG', fixedVendor: 'PGE' },
  hot: { kind: 'hot', code: 'HOT', gameType: 'ALL' },
  fav: { kind: 'fav', code: 'FAV', gameType: 'ALL' },
};

/** The game-centre routes: vendor lanes of cards (COCKFIGHT and ESPORTS derived from SPORTS). */
export const centreRoutes: Readonly<Record<string, LobbyCode>> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
};
