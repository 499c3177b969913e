import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Game } from '@/api';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';

export const hotGamesQueryKey = ['games', 'hot'] as const;

const stored = sessionCached<Game[]>(sessionKeys.hotGames, (value) =>
  isRecordList(value, { nodeId: 'string', gameName: 'string', vassalage: 'string' }),
);

export async function fetchHotGames(signal?: AbortSignal): Promise<Game[]> {
  const answer = await request('hotGames', { signal });
  return stored.remember(answer.list);
}

/**
 * Hot games (spec 1 section 4): the copy in session storage (HOT_GAMES) paints at once; the list is
 * fetched again only when the page is loaded afresh (or the language changes).
 */
export const hotGamesQuery = queryOptions({
  queryKey: hotGamesQueryKey,
  queryFn: ({ signal }) => fetchHotGames(signal),
  ...stored.options,
});

export function useHotGames() {
  return useQuery(hotGamesQuery);
}
