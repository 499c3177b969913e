import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { LOTTERY_DEVICE } from './lottery-menu';

/** The general lottery menus (/lgw/games/game_menus): every lottery vendor's games, by menu. */
export const gameMenusQuery = queryOptions({
  queryKey: ['lottery', 'menus'] as const,
  queryFn: ({ signal }) => request('gameMenus', { params: { device: LOTTERY_DEVICE }, signal }),
});

export function useGameMenus(enabled: boolean) {
  return useQuery({ ...gameMenusQuery, enabled });
}
