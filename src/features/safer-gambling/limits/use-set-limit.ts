import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saferGamblingQuery, type LimitLine } from '@/core/api/safer-gambling';
import { useMemberScope } from '@/core/account-scope';
import { sendLimit, type NewLimit } from '../api/set-limit';

/** Sets a limit and puts the answer's line in place of the old one: the page needs no second call. */
export function useSetLimit(): (change: NewLimit) => Promise<LimitLine> {
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  return useCallback(
    async (change) => {
      const line = await sendLimit(change);
      const { queryKey } = saferGamblingQuery(scope, true);
      queryClient.setQueryData(queryKey, (old) =>
        old
          ? {
              ...old,
              limits: old.limits.map((l) => (l.kind === line.kind && l.period === line.period ? line : l)),
            }
          : old,
      );
      return line;
    },
    [queryClient, scope],
  );
}

/** Whether what was asked for is in force now, or waits its 24 hours. */
export const appliesNow = (asked: number | null, line: LimitLine): boolean =>
  line.limit === asked && !line.pending;
