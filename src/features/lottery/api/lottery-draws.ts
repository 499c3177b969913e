import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';

/** How many past draws the page shows. */
export const DRAWS_SHOWN = 5;

/**
 * The latest draws of one game: the Vietnam lottery has its own public call (vnNumero), the others go
 * through the lotto gateway (openedNumero, member token).
 */
export const lotteryDrawsQuery = (gameCode: string, vietnam: boolean) =>
  queryOptions({
    queryKey: ['lottery', 'draws', vietnam ? 'vn' : 'lotto', gameCode] as const,
    queryFn: async ({ signal }) => {
      const answer = await request(vietnam ? 'vnNumero' : 'openedNumero', { params: { gameCode }, signal });
      return answer.list.slice(0, DRAWS_SHOWN);
    },
    // Draws come every few minutes: a minute-old list is fine, and it refreshes while the page stays open.
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useLotteryDraws(gameCode: string, vietnam: boolean) {
  return useQuery({ ...lotteryDrawsQuery(gameCode, vietnam), enabled: gameCode !== '' });
}
