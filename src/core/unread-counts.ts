import { queryOptions, useQuery } from '@tanstack/react-query';
import { centreKey, useMemberScope } from './account-scope';
import { fetchUnreadCount } from './api/unread-count';

/**
 * The unread messages (the Messages entry's badge and the bell): asked after login, never for a trial account.
 * Reading or deleting a message, and a live "message" event, invalidate this key.
 */
export function unreadCountQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...centreKey, 'unread', scope] as const,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useUnreadCount() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(unreadCountQuery(scope, member && !trial));
}
