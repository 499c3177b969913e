import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request, type MemberInfo } from '@/api';
import type { ProfileChanges } from '@/api/schemas/profile';
import { memberInfoQuery, selectToken, useSessionStore } from '@/core';

/** PUT /wps/member/info (our design, mocks/README.md): answers the member info with the changes kept. */
export function saveProfile(changes: ProfileChanges) {
  return request('saveProfile', { data: changes });
}

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
