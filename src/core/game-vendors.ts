import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type VendorLane } from '@/api';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

export const gameVendorsQueryKey = ['games', 'vendors'] as const;

function isLaneList(value: unknown): value is VendorLane[] {
  return (
    Array.isArray(value) &&
    value.every(
      (lane: unknown) =>
        typeof lane === 'object' &&
        lane !== null &&
        typeof (lane as { title?: unknown }).title === 'string' &&
        Array.isArray((lane as { cards?: unknown }).cards),
    )
  );
}

/**
 * The vendor lanes (GCSGAME_newGameVendor): the navigation, the lobbies' vendor filters and the lottery's
 * prize mode all read this one query, so one call serves the page. The copy kept in session storage (key gameVendor) paints the
 * menu at once; the list is fetched again only when the page is loaded afresh or the language changes.
 */
export const gameVendorsQuery = queryOptions({
  queryKey: gameVendorsQueryKey,
  queryFn: async ({ signal }) => {
    const answer = await request('gameVendors', { signal });
    writeSessionJson(sessionKeys.gameVendor, answer.data.lanes);
    return answer.data.lanes;
  },
  initialData: () => {
    const cached = readSessionJson(sessionKeys.gameVendor);
    return isLaneList(cached) ? cached : undefined;
  },
  // Cached data counts as stale once, so each fresh page load replaces it in the background.
  initialDataUpdatedAt: 0,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useGameVendors() {
  return useQuery(gameVendorsQuery);
}
