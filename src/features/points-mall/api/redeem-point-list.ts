import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';
import { HISTORY_PAGE_SIZE, pointsKey, usePointsScope } from './points-scope';
import { POINTS_EVIDENCE, pointsRelay } from './points-relay';

const redeemRecord = z.object({
  referenceNo: text,
  rewardId: id,
  rewardName: text,
  quantity: amount,
  points: amount,
  status: z.string(),
  applyTime: text,
});
export type RedeemRecord = z.infer<typeof redeemRecord>;

/** The member's redemptions (the member centre's getRedeemPointList). The page's shape is our design. */
export const redeemPointList = endpoint({
  name: 'redeemPointList',
  ...pointsRelay('getRedeemPointList'),
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: POINTS_EVIDENCE,
  response: z.object({
    content: z._default(z.array(redeemRecord), []),
    pageNum: amount,
    totalPages: amount,
    totalCount: amount,
  }),
});

export function fetchRedeemPointList(page: number, signal?: AbortSignal) {
  return request(redeemPointList, { params: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal });
}

export function redeemHistoryQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...pointsKey, 'history', scope, page] as const,
    queryFn: ({ signal }) => fetchRedeemPointList(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useRedeemHistory(page: number) {
  const { scope, enabled } = usePointsScope();
  return useQuery(redeemHistoryQuery(scope, page, enabled));
}
