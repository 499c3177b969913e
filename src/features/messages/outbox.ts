import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request, serverNow } from '@/api';
import { id, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { bySource } from './inbox-actions';
import { messagesKey } from './inbox';
import { typedToHtml } from './message-text';

/*
 * What the member sent (spec 5, 2.6: webEmail, 70785058994): shown where the site's OUTBOX3 is on, written where
 * SENDMAIL3 is. The source names the calls and the list's fields; the bodies of a new message and the recipient
 * types' answer are our design (docs/protocol.md).
 */

const DAY_MS = 86_400_000;
const EVIDENCE = '70785058994; 70542479384 @~876,000';

const sent = z.object({
  outboxId: id,
  subject: text,
  content: text,
  recipients: text,
  readCount: z._default(z.coerce.number(), 0),
  sendTime: z.coerce.number(),
  recordSource: text,
});
export type SentMessage = z.infer<typeof sent>;

export const outbox = endpoint({
  name: 'outbox',
  link: relay('EMFE_getOutbox'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: EVIDENCE,
  response: z.object({ content: tolerantList(sent), totalPages: z._default(z.coerce.number(), 1) }),
});

/** Our design: a list of recipient type names (MERCHANT, UPLINE...), or objects naming one. */
const recipientType = z.union([
  z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((type) => type),
  ),
  z.pipe(
    z.object({ recipientType: z.string().check(z.minLength(1)) }),
    z.transform((r) => r.recipientType),
  ),
]);

export const availableRecipientTypes = endpoint({
  name: 'availableRecipientTypes',
  link: relay('EMFE_getAvailableRecipientTypes'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: EVIDENCE,
  response: tolerantList(recipientType),
});

export const submitOutbox = endpoint({
  name: 'submitOutbox',
  link: relay('EMFE_submitOutbox'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: EVIDENCE,
  response: z.unknown(),
});

export const submitOutboxReply = endpoint({
  name: 'submitOutboxReply',
  link: relay('EMFE_submitOutboxReply'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: EVIDENCE,
  response: z.unknown(),
});

export const deleteOutbox = endpoint({
  name: 'deleteOutbox',
  link: relay('EMFE_deleteOutbox'),
  moduleId: null,
  method: 'DELETE',
  token: 'required',
  source: 'platform',
  evidence: EVIDENCE,
  response: z.unknown(),
});

export const OUTBOX_PAGE_SIZE = 20;

export function outboxQuery(scope: string, page: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...messagesKey, scope, 'outbox', page] as const,
    queryFn: ({ signal }) => {
      // The member centre lists the last 7 days of what was sent.
      const now = serverNow();
      return request(outbox, {
        params: {
          page,
          size: OUTBOX_PAGE_SIZE,
          sort: 'sendTime:desc',
          startTime: now - 7 * DAY_MS,
          endTime: now,
        },
        signal,
      });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number, enabled: boolean) {
  const { scope, member, trial } = useMemberScope();
  return useQuery(outboxQuery(scope, page, enabled && member && !trial));
}

export function useRecipientTypes(enabled: boolean) {
  const { scope } = useMemberScope();
  return useQuery({
    queryKey: [...messagesKey, scope, 'recipients'] as const,
    queryFn: ({ signal }) => request(availableRecipientTypes, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function sendMessage(input: { subject: string; content: string; recipientType: string }) {
  return request(submitOutbox, { data: { ...input, content: typedToHtml(input.content) } });
}

/** A reply to a message the server lets the member answer (its `canReply`). */
export function sendReply(to: { inboxId: string; recordSource: string; subject: string }, content: string) {
  return request(submitOutboxReply, {
    data: {
      content: typedToHtml(content),
      inboxId: to.inboxId,
      recordSource: to.recordSource,
      subject: `RE: ${to.subject}`,
    },
  });
}

export async function deleteSent(messages: readonly SentMessage[]): Promise<void> {
  for (const [recordSource, group] of bySource(messages)) {
    const ids = group.map((m) => m.outboxId);
    await request(deleteOutbox, { params: { outboxIds: ids, recordSource } });
  }
}
