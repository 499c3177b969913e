import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberKeyRoot } from '@/core';
import { availablePromotionsKey } from '@/core/api/available-promotions';

/** The reward centre's lists, under the member root: the end of a session drops them. */
export const rewardCentreKey = [...memberKeyRoot, 'reward-centre'] as const;

/**
 * Reads the reward centre's lists again (after an action, or when an answer was lost), with the counts of
 * what waits, which the menu's badges and the centre's entries read.
 */
export function useRefreshRewards(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardCentreKey }),
        queryClient.invalidateQueries({ queryKey: availablePromotionsKey }),
      ])
        .then(() => undefined)
        .catch(() => undefined),
    [queryClient],
  );
}
