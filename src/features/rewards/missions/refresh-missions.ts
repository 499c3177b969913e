import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshMoney } from '@/core/money-keys';
import { useRefreshRewards } from '../rewards';
import { missionsKey } from './mission-summary';

/** After a mission's reward is claimed: the missions, the wallet and the counts of what waits. */
export function useRefreshMissions(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const refreshRewards = useRefreshRewards();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsKey }).catch(() => undefined),
        refreshMoney().catch(() => undefined),
        refreshRewards(),
      ]).then(() => undefined),
    [queryClient, refreshMoney, refreshRewards],
  );
}
