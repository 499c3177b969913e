import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { id, text } from '@/api/schemas/common';
import { paging } from '@/api/schemas/paging';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from '@/core/account-scope';

/*
 * The member's inbox. The product names only CSP_unreadCount; the inbox calls and their shapes are our design,
 * documented in mocks/README.md (Messages).
 */

const message = z.object({
  messageId: id,
  title: text,
  /** Server HTML: sanitized before it is shown. */
  content: text,
  sendTime: text,
  // true or 1 (some back ends send flags as numbers); anything else is unread.
  read: z.pipe(
    z.union([z.boolean(), z.number(), z.string(), z.null(), z.undefined()]),
    z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  ),
});
export type Message = z.infer<typeof message>;

/** One page of the inbox, newest first. */
export const messages = endpoint({
  name: 'messages',
  link: relay('CSP_getMessages'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(message),
    ...paging,
  }),
});

export const MESSAGES_PAGE_SIZE = 10;

// Under the member root, beside the unread count: the end of a session drops both.
const messagesKey = [...memberKeyRoot, 'centre', 'messages'] as const;

export function fetchMessages(page: number, signal?: AbortSignal) {
  return request(messages, { params: { pageNo: page, pageSize: MESSAGES_PAGE_SIZE }, signal });
}

export function messagesQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...messagesKey, scope, page] as const,
    queryFn: ({ signal }) => fetchMessages(page, signal),
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
