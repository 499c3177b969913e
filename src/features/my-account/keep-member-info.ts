import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MemberInfo } from '@/api';
import { memberInfoQuery, selectToken, useSessionStore } from '@/core';

/**
 * Puts what a profile or security call answered into the member info everyone reads, so My account and the
 * header follow at once, without another call.
 */
export function useKeepMemberInfo() {
  const queryClient = useQueryClient();
  const token = useSessionStore(selectToken);
  return useCallback(
    (update: (current: MemberInfo) => MemberInfo) =>
      queryClient.setQueryData(memberInfoQuery(token).queryKey, (current) =>
        current ? update(current) : current,
      ),
    [queryClient, token],
  );
}
