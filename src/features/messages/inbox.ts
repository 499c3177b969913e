import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request, serverNow } from '@/api';
import { flag, id, text, tolerantList } from '@/api/schemas/common';
import { memberKeyRoot } from '@/core';
import { useMemberScope } from '@/core/account-scope';

/*
 * The member's inbox as the platform's member centre reads it (spec 5, 2.6: webEmail, 70785058994). The member
 * centre sends no module id on these calls.
 */

const DAY_MS = 86_400_000;

const message = z.object({
  inboxId: id,
  /** Server HTML: shown as text in the list, sanitized in the reader. */
  subject: text,
  /** Server HTML, HTML-escaped once more on the wire. */
  content: text,
  senderName: text,
  read: z._default(flag, false),
  sendTime: z.coerce.number(),
  /** Where the message comes from (MERCHANT, UPLINE...): read, reply and delete name it. */
  recordSource: text,
  canReply: z._default(flag, false),
  /** A JSON string; a claim the message carries is read from it (message-claim.ts). */
  metadata: text,
});
export type InboxMessage = z.infer<typeof message>;

export const inbox = endpoint({
  name: 'inbox',
  link: relay('EMFE_getInbox'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70785058994',
  // A message the portal cannot read is left out rather than hiding the whole inbox.
  response: z.object({
    content: tolerantList(message),
    totalPages: z._default(z.coerce.number(), 1),
  }),
});

export const INBOX_PAGE_SIZE = 20;

/** The member centre lists the last 30 days, newest first (counted on the server's clock). */
export function fetchInbox(page: number, signal?: AbortSignal) {
  const now = serverNow();
  return request(inbox, {
    params: {
      page,
      size: INBOX_PAGE_SIZE,
      sort: 'sendTime:desc',
      startTime: now - 30 * DAY_MS,
      endTime: now,
    },
    signal,
  });
}

// Under the member root, beside the unread count: the end of a session drops both (src/core/live-events.ts).
export const messagesKey = [...memberKeyRoot, 'centre', 'messages'] as const;

export function messagesQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...messagesKey, scope, 'inbox', page] as const,
    queryFn: ({ signal }) => fetchInbox(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Trial accounts load none (they never reach the centre; this is the second lock). */
export function useInbox(page: number) {
  const { scope, member, trial } = useMemberScope();
  return useQuery(messagesQuery(scope, page, member && !trial));
}

/** After a read or a delete: the inbox and the badge ask again. */
export function refreshInbox(client: QueryClient, scope: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...messagesKey, scope] }),
    client.invalidateQueries({ queryKey: [...memberKeyRoot, 'centre', 'unread', scope] }),
  ]);
}
