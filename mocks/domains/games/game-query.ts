import { gameCatalogue } from './game-catalogue';
import type { GameRecord } from './game-types';

export interface GameListQuery {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  isNew: boolean;
  gameName: string;
  pageNo: number;
  pageSize: number;
}

export interface GamePage {
  games: GameRecord[];
  totalPages: number;
  totalCount: number;
}

const ALL = new Set(['', 'ALL']);

function truthy(value: string | null): boolean {
  return value !== null && ['1', 'true', 'y', 'yes'].includes(value.toLowerCase());
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Reads the query of product rules: data the portal reads and keeps; merchantCode, platform, clientType, minLineNum are accepted and ignored. */
export function parseGameListQuery(params: URLSearchParams): GameListQuery {
  return {
    gameType: (params.get('gameType') ?? '').toUpperCase(),
    vassalage: (params.get('vassalage') ?? '').toUpperCase(),
    gameClassify: (params.get('gameClassify') ?? '').toUpperCase(),
    isNew: truthy(params.get('isNew')),
    gameName: (params.get('gameName') ?? '').trim().toLowerCase(),
    pageNo: clamp(Number(params.get('pageNo') ?? '1'), 1, 100_000, 1),
    pageSize: clamp(Number(params.get('pageSize') ?? '20'), 1, 500, 20),
  };
}

// Recommended games first, then the catalogue's fixed order, like a curated lobby.
let sortedGames: GameRecord[] | null = null;
function lobbyOrder(): GameRecord[] {
  sortedGames ??= [...gameCatalogue().games].sort(
    (a, b) => Number(b.isTop) - Number(a.isTop) || a.nodeId - b.nodeId,
  );
  return sortedGames;
}

export function matchesQuery(game: GameRecord, query: Omit<GameListQuery, 'pageNo' | 'pageSize'>): boolean {
  if (!ALL.has(query.gameType) && game.gameType !== query.gameType) return false;
  // A comma list names several vendors (the reference asks the SPB lane as `SPB,SS`).
  if (!ALL.has(query.vassalage) && !query.vassalage.split(',').includes(game.vassalage)) return false;
  if (!ALL.has(query.gameClassify) && game.gameClassify !== query.gameClassify) return false;
  if (query.isNew && !game.isNew) return false;
  if (query.gameName !== '' && !game.searchText.includes(query.gameName)) return false;
  return true;
}

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const start = (pageNo - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalPages, totalCount };
}

export function queryGames(query: GameListQuery): GamePage {
  const matching = lobbyOrder().filter((game) => matchesQuery(game, query));
  const page = paginate(matching, query.pageNo, query.pageSize);
  return { games: page.items, totalPages: page.totalPages, totalCount: page.totalCount };
}
