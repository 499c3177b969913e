import { queryOptions, useQuery } from '@tanstack/react-query';
import { centreKey, useMemberScope } from './account-scope';
import { fetchUnreadCounts } from './api/unread-count';

/** The menu entries that show an unread count (product rules: member and agent limits: messages, missions and referral). */
export type UnreadBadge = 'messages' | 'missions' | 'referrals';

/** What the menu's badges count: unread messages, and unread news of missions and of invited friends. */
export type UnreadCounts = Record<UnreadBadge, number>;

/**
 * CSP_unreadCount (product rules: states and flows): asked after login, never for a trial account. One answer feeds the
 * three badges, so reading a message (which invalidates this key) refreshes them all.
 */
export function unreadCountQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...centreKey, 'unread', scope] as const,
    queryFn: ({ signal }): Promise<UnreadCounts> => fetchUnreadCounts(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The unread messages. */
export function useUnreadCount() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({ ...unreadCountQuery(scope, member && !trial), select: (counts) => counts.messages });
}

/** Every badge's count, for the menu. */
export function useUnreadCounts() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(unreadCountQuery(scope, member && !trial));
}
