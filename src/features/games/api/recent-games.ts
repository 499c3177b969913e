import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, relay, request } from '@/api';
import { currentLanguage } from '@/i18n';
import { pagedGames } from './paged-games';
import { useSessionScope } from '@/core/session-scope';

/** The member's recently played games; the reference lists the call without a caller, so the params are ours. */
export const recentGames = endpoint({
  name: 'recentGames',
  link: relay('GCS_recentGame'),
  moduleId: 'GAMELOREC3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: pagedGames,
});

export interface RecentGamesParams {
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
}

export const recentGamesQueryKey = ['games', 'recent'] as const;

export function fetchRecentGames(params: RecentGamesParams, signal?: AbortSignal) {
  return request(recentGames, {
    params: {
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? 50,
      gameType: params.gameType && params.gameType !== 'ALL' ? params.gameType : undefined,
      language: currentLanguage(),
    },
    signal,
  });
}

/** The member's recently played games ({ content, pageNum, totalPages }), newest first. */
export function recentGamesQuery(scope: string, enabled: boolean, params: RecentGamesParams = {}) {
  return queryOptions({
    queryKey: [...recentGamesQueryKey, scope, params] as const,
    queryFn: ({ signal }) => fetchRecentGames(params, signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useRecentGames(params: RecentGamesParams = {}) {
  const { token, scope } = useSessionScope();
  return useQuery(recentGamesQuery(scope, token !== null, params));
}
