import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError, type Game } from '@/api';
import { showWarning } from '@/core';
import { i18n } from '@/i18n';
import { openPopup } from '@/lib/popup-store';
import { useThrottled } from '@/lib/use-throttled';
import { sendAddFavourite } from './api/add-favourite';
import { favouriteIdsQuery, useFavouriteIds } from './api/favourite-ids';
import { favouriteListQueryKey } from './api/favourite-list';
import { sendRemoveFavourite } from './api/remove-favourite';
import { useSessionScope } from '@/core/session-scope';

/** Product rules: constants and limits: one favourite action per 1000 ms (leading edge). */
export const FAVOURITE_THROTTLE_MS = 1000;

type PagedGames = { content: Game[]; pageNum: number; totalPages: number };

export interface Favourites {
  isFavourite: (nodeId: string) => boolean;
  /** False while a member's favourite ids failed to load: no heart can say whether its game is one. */
  known: boolean;
  toggle: (game: Game) => void;
}

function actionOf(game: Game) {
  return { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
}

function listKey(scope: string): QueryKey {
  return [...favouriteListQueryKey, scope];
}

function warnUnlessSession(
  error: unknown,
  key: 'game_favourite_add_failed' | 'game_favourite_remove_failed',
) {
  // A 401 has already opened the login popup in the API client.
  if (isApiError(error) && error.kind === 'session') return;
  showWarning(i18n.t(key));
}

/**
 * A fetch of the ids still in flight would overwrite the local change: it is cancelled when ids are
 * already loaded; when they are not, they are fetched again once the call is done.
 */
function settleIds(queryClient: QueryClient, idsKey: QueryKey): () => void {
  if (queryClient.getQueryState(idsKey)?.status === 'success') {
    void queryClient.cancelQueries({ queryKey: idsKey });
    return () => undefined;
  }
  return () => void queryClient.invalidateQueries({ queryKey: idsKey });
}

/** Add (product rules: states and flows): the id goes into the local list at once; a game already there makes no call. */
function add(queryClient: QueryClient, idsKey: QueryKey, scope: string, game: Game): void {
  const ids = queryClient.getQueryData<string[]>(idsKey) ?? [];
  if (ids.includes(game.nodeId)) return;
  const afterCall = settleIds(queryClient, idsKey);
  queryClient.setQueryData<string[]>(idsKey, [game.nodeId, ...ids]);
  sendAddFavourite(actionOf(game)).then(
    () => {
      afterCall();
      return queryClient.invalidateQueries({ queryKey: listKey(scope) });
    },
    (error: unknown) => {
      queryClient.setQueryData<string[]>(idsKey, (now) => (now ?? []).filter((id) => id !== game.nodeId));
      afterCall();
      warnUnlessSession(error, 'game_favourite_add_failed');
    },
  );
}

/** Remove (product rules: states and flows): out of the local ids and every loaded favourites list before the call. */
function remove(queryClient: QueryClient, idsKey: QueryKey, scope: string, game: Game): void {
  const afterCall = settleIds(queryClient, idsKey);
  void queryClient.cancelQueries({ queryKey: listKey(scope) });
  const lists = queryClient.getQueriesData<PagedGames>({ queryKey: listKey(scope) });
  queryClient.setQueryData<string[]>(idsKey, (now) => (now ?? []).filter((id) => id !== game.nodeId));
  queryClient.setQueriesData<PagedGames>({ queryKey: listKey(scope) }, (page) =>
    page ? { ...page, content: page.content.filter((g) => g.nodeId !== game.nodeId) } : page,
  );
  sendRemoveFavourite(actionOf(game)).then(
    () => {
      afterCall();
      // Pages after this one shift by one game: they are fetched again when next shown.
      return queryClient.invalidateQueries({ queryKey: listKey(scope), refetchType: 'none' });
    },
    (error: unknown) => {
      queryClient.setQueryData<string[]>(idsKey, (now) =>
        now?.includes(game.nodeId) ? now : [game.nodeId, ...(now ?? [])],
      );
      for (const [key, page] of lists) queryClient.setQueryData(key, page);
      afterCall();
      warnUnlessSession(error, 'game_favourite_remove_failed');
    },
  );
}

/**
 * The favourite heart's logic (product rules: states and flows): a game is a favourite when its id is in the member's
 * favourite ids; a toggle adds or removes optimistically, rolls back with a warning when the call fails,
 * and a visitor gets the login popup instead.
 */
export function useFavourites(): Favourites {
  const queryClient = useQueryClient();
  const { token, scope } = useSessionScope();
  const { data: ids, isError } = useFavouriteIds();
  const idSet = useMemo(() => new Set(ids ?? []), [ids]);
  const isFavourite = useCallback((nodeId: string) => idSet.has(nodeId), [idSet]);
  const known = token === null || !isError;

  const run = useCallback(
    (game: Game) => {
      if (!token) {
        openPopup('login');
        return;
      }
      const idsQuery = favouriteIdsQuery(scope, true);
      const decide = (current: readonly string[]) => {
        if (current.includes(game.nodeId)) remove(queryClient, idsQuery.queryKey, scope, game);
        else add(queryClient, idsQuery.queryKey, scope, game);
      };
      const loaded = queryClient.getQueryState(idsQuery.queryKey)?.status === 'success';
      if (loaded) {
        decide(queryClient.getQueryData<string[]>(idsQuery.queryKey) ?? []);
        return;
      }
      // Add or remove is decided on the member's real list, never on a list that has not arrived: the
      // ids are loaded (or their load awaited) first.
      // A failed load is said by the query itself (its failureMessage).
      queryClient.fetchQuery(idsQuery).then(decide, () => undefined);
    },
    [token, scope, queryClient],
  );
  const toggle = useThrottled(run, FAVOURITE_THROTTLE_MS);
  return { isFavourite, known, toggle };
}
