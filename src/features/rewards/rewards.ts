import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberKeyRoot } from '@/core';

/** The reward centre's raffles and tickets, under the member root: the end of a session drops them. */
export const rewardCentreKey = [...memberKeyRoot, 'reward-centre'] as const;

/** Reads the raffles and tickets again (after an action, or when an answer was lost). */
export function useRefreshRewards(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: rewardCentreKey }).catch(() => undefined),
    [queryClient],
  );
}
