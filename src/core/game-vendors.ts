import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type VendorLane } from '@/api';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';

const gameVendorsQueryKey = ['games', 'vendors'] as const;

const stored = sessionCached<VendorLane[]>(sessionKeys.gameVendor, (value) =>
  isRecordList(value, { title: 'string', cards: 'array' }),
);

/**
 * The vendor lanes (GCSGAME_newGameVendor): the navigation, the lobbies' vendor filters and the lottery's
 * prize mode all read this one query, so one call serves the page. The copy kept in session storage (key gameVendor) paints the
 * menu at once; the list is fetched again only when the page is loaded afresh or the language changes.
 */
export const gameVendorsQuery = queryOptions({
  queryKey: gameVendorsQueryKey,
  queryFn: async ({ signal }) => {
    const answer = await request('gameVendors', { signal });
    return stored.remember(answer.data.lanes);
  },
  ...stored.options,
});

export function useGameVendors() {
  return useQuery(gameVendorsQuery);
}
