import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type ResponseOf } from '@/api';
import { currentLanguage } from '@/i18n';
import { isRecordList, sessionCached } from '@/lib/session-cache';
import { sessionKeys } from '@/lib/storage-keys';

export type Winner = ResponseOf<'rankList'>['list'][number]['vo'];

/** Spec 1 section 9: the winner board asks for 20 entries. */
export const WINNER_FETCH_LIMIT = 20;

const stored = sessionCached<Winner[]>(sessionKeys.winners, (value) =>
  isRecordList(value, { winAmount: 'number', nodeId: 'string', gameName: 'string' }),
);

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
    return stored.remember(winners);
  },
  ...stored.options,
});

export function useRankList() {
  return useQuery(rankListQuery);
}
