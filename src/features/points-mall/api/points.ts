import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api';
import { selectIdentity, selectToken, useSessionStore, walletKeyRoot } from '@/core';

/**
 * Points are money: their answers live under the wallet root, so the end of a session drops them and a
 * money refresh (after a conversion) reads them again with the wallet. Keys hold the member's id, never
 * the token.
 */
export const pointsKey = [...walletKeyRoot, 'points'] as const;

export const HISTORY_PAGE_SIZE = 10;

/** Whose points these are, and whether they may be read (a logged-in, non-trial member). */
export function usePointsScope(): { scope: string; enabled: boolean } {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return {
    scope: identity?.customerId ?? 'none',
    enabled: token !== null && identity !== null && !identity.trial,
  };
}

export function pointBalanceQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...pointsKey, 'balance', scope] as const,
    queryFn: ({ signal }) => request('pointBalance', { signal }),
    enabled,
  });
}

export function usePointBalance() {
  const { scope, enabled } = usePointsScope();
  return useQuery(pointBalanceQuery(scope, enabled));
}

/** The rules and the catalogue are the shop window: everyone sees them, a visitor under the scope 'guest'. */
function useShopWindowScope(): string {
  const token = useSessionStore(selectToken);
  const { scope } = usePointsScope();
  return token === null ? 'guest' : scope;
}

export function usePointConfig() {
  const scope = useShopWindowScope();
  return useQuery({
    queryKey: [...pointsKey, 'config', scope] as const,
    queryFn: ({ signal }) => request('pointConfig', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePointRewards() {
  const scope = useShopWindowScope();
  return useQuery({
    queryKey: [...pointsKey, 'rewards', scope] as const,
    queryFn: ({ signal }) => request('pointRewards', { signal }),
  });
}

export function useRedeemHistory(page: number) {
  const { scope, enabled } = usePointsScope();
  return useQuery({
    queryKey: [...pointsKey, 'history', scope, page] as const,
    queryFn: ({ signal }) =>
      request('redeemPointList', { params: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** MCS2_getPointDetailList: the member's points history, newest first, a page at a time. */
export function usePointDetails(page: number) {
  const { scope, enabled } = usePointsScope();
  return useQuery({
    queryKey: [...pointsKey, 'details', scope, page] as const,
    queryFn: ({ signal }) =>
      request('pointDetails', { params: { pageNo: page, pageSize: HISTORY_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  withdrawPassword: string;
  receivingAddress: string;
  mobileNum: string;
}

/** passwordCheck/MCS2_redeemPointReward (encrypted): the request then waits in process. */
export function redeemReward(redeem: RedeemRequest) {
  return request('redeemPointReward', { data: redeem });
}

/** passwordCheck/MCS2_convertPoint (encrypted): points become balance in the main wallet. */
export function convertPoints(conversion: { points: number; withdrawPassword: string }) {
  return request('convertPoints', { data: conversion });
}

/** The points left after an action, shown at once; then the points' answers (and the wallet's) read again. */
export function useAfterPointsAction(): (pointsLeft: number | undefined, money: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  const { scope } = usePointsScope();
  return useCallback(
    async (pointsLeft, money) => {
      if (pointsLeft !== undefined) {
        queryClient.setQueryData(pointBalanceQuery(scope, true).queryKey, { points: pointsLeft });
      }
      await queryClient
        .invalidateQueries({ queryKey: money ? walletKeyRoot : pointsKey })
        .catch(() => undefined);
    },
    [queryClient, scope],
  );
}
