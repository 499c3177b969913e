import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import type { InboxMessage } from './inbox';

/** Reads, deletes and the like name the messages' source in the address, so they go one source at a time. */
export function bySource<T extends { recordSource: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.recordSource, [...(groups.get(item.recordSource) ?? []), item]);
  return groups;
}

export const updateInboxRead = endpoint({
  name: 'updateInboxRead',
  link: relay('EMFE_updateInboxRead'),
  moduleId: null,
  method: 'PUT',
  token: 'required',
  source: 'platform',
  evidence: '70785058994; 70542479384 @~876,000',
  response: z.unknown(),
});

export const deleteInbox = endpoint({
  name: 'deleteInbox',
  link: relay('EMFE_deleteInbox'),
  moduleId: null,
  method: 'DELETE',
  token: 'required',
  source: 'platform',
  evidence: '70785058994; 70542479384 @~876,000',
  response: z.unknown(),
});

/** One message opened: `{id}`; several (mark all read): `{ids}`, one request per source. */
export async function markRead(messages: readonly InboxMessage[]): Promise<void> {
  const unread = messages.filter((m) => !m.read);
  for (const [recordSource, group] of bySource(unread)) {
    const data = group.length === 1 ? { id: group[0].inboxId } : { ids: group.map((m) => m.inboxId) };
    await request(updateInboxRead, { params: { recordSource }, data });
  }
}

export async function deleteMessages(messages: readonly InboxMessage[]): Promise<void> {
  for (const [recordSource, group] of bySource(messages)) {
    const ids = group.map((m) => m.inboxId);
    await request(deleteInbox, { params: { inboxIds: ids, recordSource } });
  }
}
