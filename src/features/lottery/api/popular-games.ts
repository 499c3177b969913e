import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
import { lotteryMenus } from './lottery-shapes';

/** Our own call (the reference has none): the most played lottery games, read as one menu group. */
export const popularGames = endpoint({
  name: 'popularGames',
  link: '/lgw/games/popular',
  moduleId: 'GAMELO3',
  method: 'GET',
  token: 'none',
  source: 'ours',
  answer: 'bare',
  response: lotteryMenus(),
});

export const popularGamesQuery = queryOptions({
  queryKey: ['lottery', 'popular'] as const,
  queryFn: ({ signal }) => request(popularGames, { signal }),
});

export function usePopularGames(enabled: boolean) {
  return useQuery({ ...popularGamesQuery, enabled });
}
