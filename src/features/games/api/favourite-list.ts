import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { currentLanguage } from '@/i18n';
import { useSessionScope } from './session-scope';

export interface FavouriteListParams {
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
  vendor?: string;
}

export const favouriteListQueryKey = ['games', 'favourites', 'list'] as const;

export function fetchFavouriteList(params: FavouriteListParams, signal?: AbortSignal) {
  return request('favouriteList', {
    params: {
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? 13,
      gameType: params.gameType && params.gameType !== 'ALL' ? params.gameType : undefined,
      vendor: params.vendor && params.vendor !== 'ALL' ? params.vendor : undefined,
      language: currentLanguage(),
    },
    signal,
  });
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
