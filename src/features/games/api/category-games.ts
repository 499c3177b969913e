import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@/api';
import { fetchGameList, gameListQueryKey } from './game-list';

/** The backend's largest page (mocks/README.md); fewer, larger pages load a 3,000-game category fastest. */
export const CATEGORY_PAGE_SIZE = 500;

/**
 * Every game of one game type (optionally one vendor): the first page tells how many pages there are,
 * the rest are fetched in parallel. The lobby then filters on the client, so typing, vendor and category
 * changes cost no round trip.
 */
export async function fetchCategoryGames(
  gameType: string,
  vassalage: string | undefined,
  signal?: AbortSignal,
): Promise<Game[]> {
  const filter = { gameType, vassalage, pageSize: CATEGORY_PAGE_SIZE };
  const first = await fetchGameList({ ...filter, pageNo: 1 }, signal);
  const pages = Math.max(1, first.totalPages);
  if (pages === 1) return first.games;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => fetchGameList({ ...filter, pageNo: i + 2 }, signal)),
  );
  // A nodeId seen twice (the catalogue shifted between pages) is kept once.
  const seen = new Set<string>();
  return [first, ...rest]
    .flatMap((page) => page.games)
    .filter((game) => (seen.has(game.nodeId) ? false : (seen.add(game.nodeId), true)));
}

export function categoryGamesQuery(gameType: string, vassalage?: string) {
  return queryOptions({
    queryKey: [...gameListQueryKey, 'all', gameType, vassalage ?? 'ALL'] as const,
    queryFn: ({ signal }) => fetchCategoryGames(gameType, vassalage, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryGames(gameType: string, vassalage?: string, enabled = true) {
  return useQuery({ ...categoryGamesQuery(gameType, vassalage), enabled });
}
