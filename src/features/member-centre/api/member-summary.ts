import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { env } from '@/config/env';
import { memberKeyRoot } from '@/core';
import { sessionStore } from '@/lib/storage';
import type { UnreadBadge } from '../model/centre-pages';
import { useMemberScope } from './member-scope';
import { fetchUnreadCounts } from './unread-count';

// Under the member root: the end of a session drops them with the rest of the member's data.
const summaryKey = [...memberKeyRoot, 'centre'] as const;

/** What the menu's badges count: unread messages, and unread news of missions and of invited friends. */
export type UnreadCounts = Record<UnreadBadge, number>;

/**
 * CSP_unreadCount (spec 1 section 4): asked after login, never for a trial account. One answer feeds the
 * three badges, so reading a message (which invalidates this key) refreshes them all.
 */
export function unreadCountQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...summaryKey, 'unread', scope] as const,
    queryFn: ({ signal }): Promise<UnreadCounts> => fetchUnreadCounts(signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * GCS_merchantWallet (spec 2 section 3): whether the merchant keeps a single wallet. Kept in session
 * storage under merchantWallet, as the spec's start-up does, for the wallet pages.
 */
export function merchantWalletQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...summaryKey, 'merchantWallet', scope] as const,
    queryFn: async ({ signal }) => {
      const answer = await request('merchantWallet', {
        params: { merchantCode: env.VITE_MERCHANT_CODE },
        signal,
      });
      sessionStore.set('merchantWallet', String(answer.isSingle));
      return { single: answer.isSingle === 1 };
    },
    enabled,
    staleTime: Infinity,
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

export function useMerchantWallet() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(merchantWalletQuery(scope, member && !trial));
}

/** /wps/member/info/icon: the member's picture, as a path on the image hosts. */
export function useMemberIcon() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...summaryKey, 'icon', scope] as const,
    queryFn: ({ signal }) => request('memberIcon', { signal }).then((answer) => answer.iconUrl ?? null),
    enabled: member && !trial,
    staleTime: Infinity,
    // Without it the initial stands in: nothing to retry or report.
    retry: false,
  });
}
