import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, relay, request } from '@/api';
import { GAME_CLIENT_TYPE } from '@/core/api/game-client-type';
import { currentLanguage } from '@/i18n';
import { pagedGames } from './paged-games';
import { useSessionScope } from '@/core/session-scope';

/**
 * One page of the member's favourite games. The reference also puts the session token in the params:
 * it goes in the Authorization header only, never in an address (decision 025).
 */
export const favouriteList = endpoint({
  name: 'favouriteList',
  link: relay('MCSFE_getFavoriteGamesList'),
  moduleId: 'GAMELOFAV3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: pagedGames,
});

export interface FavouriteListParams {
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
  vendor?: string;
}

export const favouriteListQueryKey = ['games', 'favourites', 'list'] as const;

export function favouriteListParams(params: FavouriteListParams) {
  return {
    clientType: GAME_CLIENT_TYPE,
    platform: 'flash',
    language: currentLanguage(),
    pageNo: params.pageNo ?? 1,
    pageSize: params.pageSize ?? 13,
    gameType: params.gameType && params.gameType !== 'ALL' ? params.gameType : undefined,
    // Ours, beyond the reference's params: the lobby's vendor filter.
    vendor: params.vendor && params.vendor !== 'ALL' ? params.vendor : undefined,
  };
}

export function fetchFavouriteList(params: FavouriteListParams, signal?: AbortSignal) {
  return request(favouriteList, { params: favouriteListParams(params), signal });
}

/** One page of the member's favourite games ({ content, pageNum, totalPages }). */
export function favouriteListQuery(scope: string, enabled: boolean, params: FavouriteListParams = {}) {
  return queryOptions({
    queryKey: [...favouriteListQueryKey, scope, params] as const,
    queryFn: ({ signal }) => fetchFavouriteList(params, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useFavouriteList(params: FavouriteListParams = {}) {
  const { token, scope } = useSessionScope();
  return useQuery(favouriteListQuery(scope, token !== null, params));
}
