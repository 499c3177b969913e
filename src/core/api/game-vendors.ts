import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request, type VendorLane } from '@/api';
import { vendorLane } from '@/api/schemas/games';
import { env } from '@/config/env';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';
import { deriveVendorLanes } from '../vendor-lanes';

/** The vendor lanes (product rules: game and lottery calls): no module id, asked with the reference's params. */
export const gameVendors = endpoint({
  name: 'gameVendors',
  link: relay('GCSGAME_newGameVendor'),
  moduleId: null,
  method: 'GET',
  // The reference leaves the token flag unset; a held token is sent, as for the game list.
  token: 'optional',
  source: 'reference',
  response: z.object({ data: z.object({ lanes: z.array(vendorLane) }) }),
});

const gameVendorsQueryKey = ['games', 'vendors'] as const;

const stored = sessionCached<VendorLane[]>(sessionKeys.gameVendor, (value) =>
  isRecordList(value, { title: 'string', cards: 'array' }),
);

/** The backend's lanes with the site's derived lanes (ESPORTS, COCKFIGHT, SPB) built in. */
export async function fetchGameVendors(signal?: AbortSignal): Promise<VendorLane[]> {
  const answer = await request(gameVendors, {
    params: { platform: 'html5-desktop', merchantCode: env.VITE_MERCHANT_CODE },
    signal,
  });
  return deriveVendorLanes(answer.data.lanes);
}

/**
 * The vendor lanes: the navigation, the lobbies' vendor filters and the lottery's prize mode all read this
 * one query, so one call serves the page. The copy kept in session storage (key gameVendor) paints the
 * menu at once; the list is fetched again only when the page is loaded afresh or the language changes.
 */
export const gameVendorsQuery = queryOptions({
  queryKey: gameVendorsQueryKey,
  queryFn: async ({ signal }) => stored.remember(await fetchGameVendors(signal)),
  ...stored.options,
});

export function useGameVendors() {
  return useQuery(gameVendorsQuery);
}
