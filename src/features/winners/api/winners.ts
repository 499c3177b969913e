import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';
import { fetchRankList } from './rank-list';
import type { Winner } from './winner';
import { fetchWinnerBoard } from './winner-board';

export type { Winner } from './winner';

const stored = sessionCached<Winner[]>(sessionKeys.winners, (value) =>
  isRecordList(value, { winAmount: 'number', nodeId: 'string', gameName: 'string' }),
);

/** Biggest win first, by the number (the reference sorts its formatted text, which fails above 999). */
export const byWinDescending = (a: Winner, b: Winner) => b.winAmount - a.winAmount;

/**
 * The winners board, from the call the setting names (decision 025). Like the hot games and vendors it is
 * kept in session storage (key WINNERS) and fetched again only when the page is loaded afresh.
 */
export const winnersQuery = queryOptions({
  queryKey: ['games', 'winners'] as const,
  queryFn: async ({ signal }) => {
    const fetchWinners = env.VITE_WINNERS_BOARD_CALL === 'winner-board' ? fetchWinnerBoard : fetchRankList;
    const winners = await fetchWinners(signal);
    return stored.remember([...winners].sort(byWinDescending));
  },
  ...stored.options,
});

export function useWinners() {
  return useQuery(winnersQuery);
}
