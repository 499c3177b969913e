import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type GameList } from '@/api';
import { env } from '@/config/env';
import { GAME_CLIENT_TYPE } from '@/core';
import { currentLanguage } from '@/i18n';

/** The filters of a game-list query (spec 1 section 3); empty or ALL means no filter. */
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

/** Spec 1 section 9: clientType 3 on platforms flash and html5-desktop. */
const GAME_LIST_PLATFORM = 'flash,html5-desktop';

export function gameListParams(filter: GameListFilter) {
  return {
    merchantCode: env.VITE_MERCHANT_CODE,
    // The value is not shown in the specification; the list asked for is the platform's own catalogue.
    isPlatform: true,
    gameType: filter.gameType,
    vassalage: filter.vassalage && filter.vassalage !== 'ALL' ? filter.vassalage : undefined,
    platform: GAME_LIST_PLATFORM,
    language: currentLanguage(),
    clientType: GAME_CLIENT_TYPE,
    gameClassify: filter.gameClassify && filter.gameClassify !== 'ALL' ? filter.gameClassify : undefined,
    isNew: filter.isNew ? true : undefined,
    gameName: filter.gameName?.trim() || undefined,
    pageNo: filter.pageNo ?? 1,
    pageSize: filter.pageSize ?? 50,
  };
}

export function fetchGameList(filter: GameListFilter, signal?: AbortSignal): Promise<GameList> {
  return request('gameList', { params: gameListParams(filter), signal });
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
