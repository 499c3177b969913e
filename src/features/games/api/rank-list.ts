import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type ResponseOf } from '@/api';
import { currentLanguage } from '@/i18n';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

export type Winner = ResponseOf<'rankList'>['list'][number]['vo'];

/** Spec 1 section 9: the winner board asks for 20 entries. */
export const WINNER_FETCH_LIMIT = 20;

function isWinnerList(value: unknown): value is Winner[] {
  return (
    Array.isArray(value) &&
    value.every(
      (w: unknown) =>
        typeof w === 'object' &&
        w !== null &&
        typeof (w as Winner).winAmount === 'number' &&
        typeof (w as Winner).nodeId === 'string' &&
        typeof (w as Winner).gameName === 'string',
    )
  );
}

/**
 * The winner board (GCSGAME_getRankList), biggest win first. Like the hot games and vendors it is kept in
 * session storage (key WINNERS) and fetched again only when the page is loaded afresh.
 */
export const rankListQuery = queryOptions({
  queryKey: ['games', 'winners'] as const,
  queryFn: async ({ signal }) => {
    const answer = await request('rankList', {
      params: { gameCategory: 'ALL', language: currentLanguage(), limitNum: WINNER_FETCH_LIMIT },
      signal,
    });
    const winners = answer.list.map((entry) => entry.vo).sort((a, b) => b.winAmount - a.winAmount);
    writeSessionJson(sessionKeys.winners, winners);
    return winners;
  },
  initialData: () => {
    const cached = readSessionJson(sessionKeys.winners);
    return isWinnerList(cached) ? cached : undefined;
  },
  initialDataUpdatedAt: 0,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useRankList() {
  return useQuery(rankListQuery);
}
