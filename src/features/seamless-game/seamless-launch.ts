import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameLaunchHosts, selectIsLoggedIn, useSessionStore } from '@/core';
// Directly, not through core's index: the launch calls stay off the first screen (server/foundation-chunk.ts).
import { fetchGameUrl } from '@/core/game-launch';
import { resolveLaunchUrl } from '@/core/game-tab';
import type { SeamlessGame } from './seamless-game';

/**
 * One launch per visit of the page: the same call a game start in a tab makes (core's fetchGameUrl), its
 * address put on a launch host. A launch may open a session at the vendor, so it is never repeated on its
 * own (no retry, no refetch on focus) and not kept once the page is left: coming back launches afresh. A
 * login changes the key, so the game starts for the member who just logged in.
 */
export const seamlessLaunchQuery = (play: SeamlessGame, member: boolean, enabled: boolean) =>
  queryOptions({
    queryKey: ['seamless-launch', play, { member }] as const,
    queryFn: async () =>
      resolveLaunchUrl(
        await fetchGameUrl(play.game, { freeTrial: play.freeTrial, roomId: play.roomId }),
        gameLaunchHosts(),
      ),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSeamlessLaunch(play: SeamlessGame, enabled: boolean) {
  const member = useSessionStore(selectIsLoggedIn);
  return useQuery(seamlessLaunchQuery(play, member, enabled));
}
