import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOpenedNumero } from './opened-numero';
import { fetchVnNumero } from './vn-numero';

/** How many past draws the page shows. */
export const DRAWS_SHOWN = 5;

/**
 * The latest draws of one game: the Vietnam lottery has its own public call (vnNumero), the others go
 * through the lotto gateway (openedNumero, member token). An answer that lists other games' draws too is
 * narrowed to this one's.
 */
export const lotteryDrawsQuery = (gameCode: string, vietnam: boolean) =>
  queryOptions({
    queryKey: ['lottery', 'draws', vietnam ? 'vn' : 'lotto', gameCode] as const,
    queryFn: async ({ signal }) => {
      const draws = await (vietnam ? fetchVnNumero : fetchOpenedNumero)(gameCode, signal);
      return draws.filter((d) => d.gameCode === '' || d.gameCode === gameCode).slice(0, DRAWS_SHOWN);
    },
    // Draws come every few minutes: a minute-old list is fine, and it refreshes while the page stays open.
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useLotteryDraws(gameCode: string, vietnam: boolean) {
  return useQuery({ ...lotteryDrawsQuery(gameCode, vietnam), enabled: gameCode !== '' });
}
