import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { HISTORY_PAGE_SIZE, pointsKey, usePointsScope } from './points-scope';

/** One change of the member's points: signed (+ earned or returned, - spent), with the balance it left. */
const pointDetail = z.object({
  changedPoints: amount,
  balanceAfter: amount,
  remark: text,
  createTime: text,
});
export type PointDetail = z.infer<typeof pointDetail>;

/** The points history: our design beside the redeem list (mocks/README.md, Points details). */
export const pointDetails = endpoint({
  name: 'pointDetails',
  link: relay('MCS2_getPointDetailList'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z._default(z.array(pointDetail), []),
    pageNum: amount,
    totalPages: amount,
    totalCount: amount,
  }),
});

export function fetchPointDetails(page: number, signal?: AbortSignal) {
  return request(pointDetails, { params: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal });
}

export function pointDetailsQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...pointsKey, 'details', scope, page] as const,
    queryFn: ({ signal }) => fetchPointDetails(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The member's points history, newest first, a page at a time. */
export function usePointDetails(page: number) {
  const { scope, enabled } = usePointsScope();
  return useQuery(pointDetailsQuery(scope, page, enabled));
}
