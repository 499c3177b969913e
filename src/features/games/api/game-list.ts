import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request, type AnswerOf } from '@/api';
import { game } from '@/api/schemas/games';
import { env } from '@/config/env';
import { GAME_CLIENT_TYPE } from '@/core/api/game-client-type';
import { currentLanguage } from '@/i18n';

/** The game list (product rules: data the portal reads and keeps), asked as the reference asks it (product rules: game and lottery calls). */
export const gameList = endpoint({
  name: 'gameList',
  link: relay('GCSGAME_gameList'),
  moduleId: 'GAMELO3',
  method: 'GET',
  // Marked (T) yet visitors browse game lists: the token goes when held.
  token: 'optional',
  source: 'reference',
  // A list the screen shows is required, never defaulted: an answer without it is malformed (an error
  // with a retry), not "no games". Counts may default.
  response: z.object({
    games: z.array(game),
    totalPages: z._default(z.coerce.number(), 0),
    totalCount: z._default(z.coerce.number(), 0),
  }),
});

export type GameList = AnswerOf<typeof gameList>;

/** The filters of a game-list query (product rules: data the portal reads and keeps); empty or ALL means no filter. */
export interface GameListFilter {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  gameName?: string;
  pageNo?: number;
  pageSize?: number;
}

export const gameListQueryKey = ['games', 'list'] as const;

/** Product rules: constants and limits: clientType 3 on platforms flash and html5-desktop. */
const GAME_LIST_PLATFORM = 'flash,html5-desktop';
/** The reference's lobby page (12 on its home view); our lobbies ask for whole categories (decision 025). */
export const GAME_LIST_PAGE_SIZE = 24;
/** The reference lists the SPB lane's games as RNG games of its two vendors. */
const SPB_VENDORS = 'SPB,SS';

const given = (value: string | undefined) => (value && value !== 'ALL' ? value : undefined);

export function gameListParams(filter: GameListFilter) {
  const spb = filter.gameType.toUpperCase() === 'SPB';
  return {
    clientType: GAME_CLIENT_TYPE,
    platform: GAME_LIST_PLATFORM,
    merchant: env.VITE_MERCHANT_CODE,
    gameType: spb ? 'RNG' : filter.gameType,
    vassalage: given(filter.vassalage) ?? (spb ? SPB_VENDORS : undefined),
    pageNo: filter.pageNo ?? 1,
    pageSize: filter.pageSize ?? GAME_LIST_PAGE_SIZE,
    gameClassify: given(filter.gameClassify),
    language: currentLanguage(),
    // Our lobby's own filters, beyond the reference's (a backend that ignores them still answers).
    isNew: filter.isNew ? true : undefined,
    gameName: filter.gameName?.trim() || undefined,
  };
}

export function fetchGameList(filter: GameListFilter, signal?: AbortSignal): Promise<GameList> {
  return request(gameList, { params: gameListParams(filter), signal });
}

/** One page of the game list. Public (the token is sent when held); a language change refetches it. */
export function gameListQuery(filter: GameListFilter) {
  return queryOptions({
    queryKey: [...gameListQueryKey, filter] as const,
    queryFn: ({ signal }) => fetchGameList(filter, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGameList(filter: GameListFilter) {
  return useQuery(gameListQuery(filter));
}
