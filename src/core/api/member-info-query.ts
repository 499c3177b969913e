import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@/api';
import { memberKeyRoot } from '../member-data-keys';
import { sessionScope } from '../session-scope';
import { selectToken, useSessionStore } from '../session-store';

/**
 * Keyed by the session's scope, never by the token itself. The call and its schema load with the first
 * read: a visitor's first screen does not carry them.
 */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...memberKeyRoot, 'info', sessionScope(token)] as const,
    queryFn: ({ signal }): Promise<MemberInfo> =>
      import('./member-info').then((m) => m.fetchMemberInfo(signal)),
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
