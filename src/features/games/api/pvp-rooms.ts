import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type PvpRoom } from '@/api';
import { GAME_CLIENT_TYPE } from '@/core';
import { currentLanguage } from '@/i18n';
import { useSessionScope } from './session-scope';

export function fetchPvpRooms(
  game: { nodeId: string; vassalage: string },
  signal?: AbortSignal,
): Promise<PvpRoom[]> {
  return request('pvpRooms', {
    params: {
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      clientType: GAME_CLIENT_TYPE,
      language: currentLanguage(),
    },
    signal,
  }).then((answer) => answer.list);
}

/** The rooms of one PVP game (GLS2_roomList, member only); seat counts move, so they are kept briefly. */
export function pvpRoomsQuery(scope: string, enabled: boolean, game: { nodeId: string; vassalage: string }) {
  return queryOptions({
    queryKey: ['games', 'pvpRooms', scope, game.nodeId] as const,
    queryFn: ({ signal }) => fetchPvpRooms(game, signal),
    enabled,
    staleTime: 15_000,
  });
}

export function usePvpRooms(game: { nodeId: string; vassalage: string }) {
  const { token, scope } = useSessionScope();
  return useQuery(pvpRoomsQuery(scope, token !== null, game));
}
