import { selectIdentity, selectToken, useSessionStore } from '@/core';

/**
 * The member the centre's queries belong to. Keys hold the member's id (never the token), so another
 * login never reads these answers.
 */
export function useMemberScope(): { scope: string; member: boolean; trial: boolean } {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return {
    scope: identity?.customerId ?? 'none',
    member: token !== null && identity !== null,
    trial: identity?.trial ?? false,
  };
}
