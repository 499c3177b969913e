import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/api';
import { selectToken, useSessionStore } from './session-store';

/**
 * Roots of the query keys that hold one member's data. Every query of member data starts its key with one
 * of them, so the end of a session (logout, expiry, a refused login) drops them all in one place.
 */
export const memberKeyRoot = ['member'] as const;
export const walletKeyRoot = ['wallet'] as const;

/** Forgets every member's data held by React Query (the session store is cleared by the caller). */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: memberKeyRoot });
  queryClient.removeQueries({ queryKey: walletKeyRoot });
}

/** Member info (/wps/member/info) for a token: who is logged in, read after login and on every reload. */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...memberKeyRoot, 'info', token] as const,
    queryFn: ({ signal }) => request('memberInfo', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Member info for the session's token; idle while nobody is logged in. */
export function useMemberInfo() {
  const token = useSessionStore(selectToken);
  return useQuery(memberInfoQuery(token));
}
