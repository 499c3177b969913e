import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
import { lotteryMenus } from './lottery-shapes';

/**
 * The member's recent Vietnam lottery games. The reference lists the call without a caller: its answer is
 * read as a menu group, bare or listed.
 */
export const lotteryRecent = endpoint({
  name: 'lotteryRecent',
  link: '/lgw/vn/games/game_menu/recent',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  answer: 'bare',
  response: lotteryMenus('TCG_LOTTO_VN'),
});

export const lotteryRecentQuery = queryOptions({
  queryKey: ['lottery', 'recent'] as const,
  queryFn: ({ signal }) => request(lotteryRecent, { signal }),
});

export function useLotteryRecent(enabled: boolean) {
  return useQuery({ ...lotteryRecentQuery, enabled });
}
