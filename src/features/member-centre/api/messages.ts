import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/api';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from './member-scope';

export const MESSAGES_PAGE_SIZE = 10;

// Under the member root, beside the unread count: the end of a session drops both.
const messagesKey = [...memberKeyRoot, 'centre', 'messages'] as const;

/** CSP_getMessages: one page of the inbox, newest first. */
export function messagesQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...messagesKey, scope, page] as const,
    queryFn: ({ signal }) =>
      request('messages', { params: { pageNo: page, pageSize: MESSAGES_PAGE_SIZE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Trial accounts load none (they never reach the centre; this is the second lock). */
export function useMessages(page: number) {
  const { scope, member, trial } = useMemberScope();
  return useQuery(messagesQuery(scope, page, member && !trial));
}

/** After a read: the inbox and the menu's badge (the unread count's key in member-summary.ts) ask again. */
export function refreshInbox(client: QueryClient, scope: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...messagesKey, scope] }),
    client.invalidateQueries({ queryKey: [...memberKeyRoot, 'centre', 'unread', scope] }),
  ]);
}

/** CSP_readMessage: marks one message read; answers the unread count left. */
export function readMessage(messageId: string) {
  return request('readMessage', { data: { messageId } });
}

/** CSP_readAllMessages: marks the whole inbox read. */
export function readAllMessages() {
  return request('readAllMessages');
}
