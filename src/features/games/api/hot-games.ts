import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request, type Game } from '@/api';
import { game } from '@/api/schemas/games';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';

/** Hot games (product rules: states and flows), asked as the reference asks them (product rules: game and lottery calls). */
export const hotGames = endpoint({
  name: 'hotGames',
  link: relay('GCSGAME_hotGamesV2'),
  moduleId: 'GAMELOHOT3',
  // GET in the reference; POST in another build (the wire protocol): a setting.
  method: env.VITE_HOT_GAMES_METHOD,
  token: 'none',
  source: 'reference',
  response: z.object({ list: z.array(game) }),
});

export const hotGamesQueryKey = ['games', 'hot'] as const;

const stored = sessionCached<Game[]>(sessionKeys.hotGames, (value) =>
  isRecordList(value, { nodeId: 'string', gameName: 'string', vassalage: 'string' }),
);

export async function fetchHotGames(signal?: AbortSignal): Promise<Game[]> {
  const params = {
    merchantCode: env.VITE_MERCHANT_CODE,
    isPlatform: 2,
    vassalage: '',
    platform: 'flash,html5-desktop',
    language: currentLanguage(),
  };
  const answer = await request(
    hotGames,
    hotGames.method === 'GET' ? { params, signal } : { data: params, signal },
  );
  return stored.remember(answer.list);
}

/**
 * The copy in session storage (HOT_GAMES) paints at once; the list is fetched again only when the page is
 * loaded afresh (or the language changes).
 */
export const hotGamesQuery = queryOptions({
  queryKey: hotGamesQueryKey,
  queryFn: ({ signal }) => fetchHotGames(signal),
  ...stored.options,
});

export function useHotGames() {
  return useQuery(hotGamesQuery);
}
