import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/** The answer of a read (one or all): the unread count left. */
export const messagesRead = z.object({ unreadCount: z._default(z.coerce.number(), 0) });

/** Marks one message read (again is fine): our design (mocks/README.md, Messages). */
export const readMessage = endpoint({
  name: 'readMessage',
  link: relay('CSP_readMessage'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: messagesRead,
});

export function markMessageRead(messageId: string) {
  return request(readMessage, { data: { messageId } });
}
