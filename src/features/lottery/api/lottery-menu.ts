import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
import type { PrizeMode } from '../prize-mode';
import { lotteryMenus } from './lottery-shapes';

/** The Vietnam lottery's menus for one prize mode; a bare answer whose groups hold `gameMenus[]`. */
export const lotteryMenu = endpoint({
  name: 'lotteryMenu',
  link: '/lgw/vn/games/game_menu',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  answer: 'bare',
  // The reference marks every game of these menus TCG_LOTTO_VN.
  response: lotteryMenus('TCG_LOTTO_VN'),
});

/** Product rules: constants and limits: the platform the lottery gateway is told. */
export const LOTTERY_DEVICE = 'WEB';

export function fetchLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal) {
  return request(lotteryMenu, { params: { prizeMode, device: LOTTERY_DEVICE }, signal });
}

export const lotteryMenuQuery = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: ['lottery', 'menu', 'vn', prizeMode] as const,
    queryFn: ({ signal }) => fetchLotteryMenu(prizeMode, signal),
  });

export function useLotteryMenu(prizeMode: PrizeMode, enabled: boolean) {
  return useQuery({ ...lotteryMenuQuery(prizeMode), enabled });
}
