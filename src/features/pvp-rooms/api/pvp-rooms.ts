import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, listAnswer, text } from '@/api/schemas/common';
import { GAME_CLIENT_TYPE } from '@/core/api/game-client-type';
import { currentLanguage } from '@/i18n';
import { useSessionScope } from '@/core/session-scope';

const pvpRoom = z.object({
  roomId: id,
  roomName: text,
  minBet: z.nullish(amount),
  maxBet: z.nullish(amount),
  onlinePlayers: z.nullish(z.coerce.number()),
});
export type PvpRoom = z.infer<typeof pvpRoom>;

/**
 * The rooms of one PVP game. The reference lists the call (no module id, token) without a caller or a
 * method; the params and the answer are ours (mocks/README.md).
 */
export const pvpRooms = endpoint({
  name: 'pvpRooms',
  link: relay('GLS2_roomList'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: listAnswer(pvpRoom),
});

export function fetchPvpRooms(
  game: { nodeId: string; vassalage: string },
  signal?: AbortSignal,
): Promise<PvpRoom[]> {
  return request(pvpRooms, {
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
