import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Game } from '@/api';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

export const hotGamesQueryKey = ['games', 'hot'] as const;

function isGameList(value: unknown): value is Game[] {
  return (
    Array.isArray(value) &&
    value.every(
      (game: unknown) =>
        typeof game === 'object' &&
        game !== null &&
        typeof (game as { nodeId?: unknown }).nodeId === 'string' &&
        typeof (game as { gameName?: unknown }).gameName === 'string' &&
        typeof (game as { vassalage?: unknown }).vassalage === 'string',
    )
  );
}

export async function fetchHotGames(signal?: AbortSignal): Promise<Game[]> {
  const answer = await request('hotGames', { signal });
  writeSessionJson(sessionKeys.hotGames, answer.list);
  return answer.list;
}

/**
 * Hot games (spec 1 section 4): the copy in session storage (HOT_GAMES) paints at once; the list is
 * fetched again only when the page is loaded afresh (or the language changes).
 */
export const hotGamesQuery = queryOptions({
  queryKey: hotGamesQueryKey,
  queryFn: ({ signal }) => fetchHotGames(signal),
  initialData: () => {
    const cached = readSessionJson(sessionKeys.hotGames);
    return isGameList(cached) ? cached : undefined;
  },
  // Cached data counts as stale once, so each fresh page load replaces it in the background.
  initialDataUpdatedAt: 0,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useHotGames() {
  return useQuery(hotGamesQuery);
}
