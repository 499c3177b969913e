import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, serverNow } from '@/api';
import {
  memberTransactions,
  POINTS_TRANSACTION_TYPE,
  type Transaction,
} from '@/core/api/member-transactions';
import { MAX_RANGE_DAYS, shiftDay, utcDay } from '@/lib/record-dates';
import { HISTORY_PAGE_SIZE, pointsKey, usePointsScope } from './points-scope';

/** One change of the member's points: `amount` signed (+ earned or returned, - spent), `balanceAfter` left. */
export type PointsLine = Transaction;

/** The points lines of the member's transactions, over the longest range the call allows, newest first. */
export function fetchPointsHistory(page: number, signal?: AbortSignal) {
  const endDate = utcDay(serverNow());
  return request(memberTransactions, {
    params: {
      type: POINTS_TRANSACTION_TYPE,
      startDate: shiftDay(endDate, 1 - MAX_RANGE_DAYS),
      endDate,
      pageNo: page,
      pageSize: HISTORY_PAGE_SIZE,
    },
    signal,
  });
}

export function pointsHistoryQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...pointsKey, 'details', scope, page] as const,
    queryFn: ({ signal }) => fetchPointsHistory(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePointsHistory(page: number) {
  const { scope, enabled } = usePointsScope();
  return useQuery(pointsHistoryQuery(scope, page, enabled));
}
