import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import type { PrizeMode } from '../prize-mode';

/** Spec 1 section 9: the platform the lottery gateway is told. */
export const LOTTERY_DEVICE = 'WEB';

/** The Vietnam lottery's menus (/lgw/vn/games/game_menu) for one prize mode. */
export const lotteryMenuQuery = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery', 'menu', 'vn', prizeMode] as const,
    queryFn: ({ signal }) =>
      request('lotteryMenu', { params: { prizeMode, device: LOTTERY_DEVICE }, signal }),
  });

export function useLotteryMenu(prizeMode: PrizeMode, enabled: boolean) {
  return useQuery({ ...lotteryMenuQuery(prizeMode), enabled });
}
