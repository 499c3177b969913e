import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeyRoot } from '@/core';
import { pointBalanceQuery } from './point-balance';
import { pointsKey, usePointsScope } from './points-scope';

/** The points left after an action, shown at once; then the points' answers (and the wallet's) read again. */
export function useAfterPointsAction(): (pointsLeft: number | undefined, money: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  const { scope } = usePointsScope();
  return useCallback(
    async (pointsLeft, money) => {
      if (pointsLeft !== undefined) {
        queryClient.setQueryData(pointBalanceQuery(scope, true).queryKey, pointsLeft);
      }
      await queryClient
        .invalidateQueries({ queryKey: money ? walletKeyRoot : pointsKey })
        .catch(() => undefined);
    },
    [queryClient, scope],
  );
}
