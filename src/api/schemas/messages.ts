import * as z from 'zod/mini';
import { id, text } from './common';

/**
 * The member's inbox. Spec 2 names only CSP_unreadCount; these shapes are our design, documented in
 * mocks/README.md (Messages).
 */

export const message = z.object({
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

export const messagePage = z.object({
  content: z.array(message),
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 1),
  totalCount: z._default(z.coerce.number(), 0),
});
export type MessagePage = z.infer<typeof messagePage>;

/** CSP_readMessage and CSP_readAllMessages: the unread count left. */
export const messagesRead = z.object({ unreadCount: z._default(z.coerce.number(), 0) });
