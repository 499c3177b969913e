import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
import { lotteryMenus } from './lottery-shapes';

/** The general lottery menus: every lottery vendor's games, by group; a bare answer (product rules: game and lottery calls). */
export const gameMenus = endpoint({
  name: 'gameMenus',
  link: '/lgw/games/game_menus',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  answer: 'bare',
  response: lotteryMenus(),
});

/** The reference's lottery type (its brand constant `Lott`). */
export const GAME_MENUS_PRIZE_MODE = 'Lott';

export function fetchGameMenus(signal?: AbortSignal) {
  return request(gameMenus, { params: { prizeMode: GAME_MENUS_PRIZE_MODE }, signal });
}

export const gameMenusQuery = queryOptions({
  queryKey: ['lottery', 'menus'] as const,
  queryFn: ({ signal }) => fetchGameMenus(signal),
});

export function useGameMenus(enabled: boolean) {
  return useQuery({ ...gameMenusQuery, enabled });
}
