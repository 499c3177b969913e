import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { id } from '@/api/schemas/common';
import { useSessionScope } from '@/core/session-scope';

/** The member's favourite nodeIds (no params; `value` is the id list). */
export const favouriteIds = endpoint({
  name: 'favouriteIds',
  link: relay('MCSFE_getFavoriteGames'),
  moduleId: 'GAMELOFAV3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.pipe(
    z.nullish(z.array(id)),
    z.transform((v) => v ?? []),
  ),
});

export const favouriteIdsQueryKey = ['games', 'favourites', 'ids'] as const;

export function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return request(favouriteIds, { signal });
}

/** The member's favourite nodeIds; `scope` changes with the session, so another login never sees these. */
export function favouriteIdsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...favouriteIdsQueryKey, scope] as const,
    queryFn: ({ signal }) => fetchFavouriteIds(signal),
    enabled,
    staleTime: 5 * 60_000,
    // Every heart depends on this list: its failure is said once, not left as hearts that all read "add".
    meta: { failureMessage: 'game_favourites_load_failed' },
  });
}

export function useFavouriteIds() {
  const { token, scope } = useSessionScope();
  return useQuery(favouriteIdsQuery(scope, token !== null));
}
