import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import type { UnreadBadge } from '../unread-counts';

const count = z.coerce.number();

/**
 * Our answer: the unread messages, and of them those about missions and invitations (the badges of
 * product rules: member and agent limits). A server without the two counts shows no badge on those entries.
 */
const counts = z.object({
  unreadCount: count,
  missionCount: z._default(count, 0),
  referralCount: z._default(count, 0),
});

/**
 * The reference's badge reads one plain number (product rules: unread count): that is the messages count, and the
 * missions and invitations have none.
 */
const plainNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]),
  z.transform((n) => ({ unreadCount: Number(n), missionCount: 0, referralCount: 0 })),
);

/** The reference's unreadMessage (INBOX3); both answers are read (decision 027). */
export const unreadCount = endpoint({
  name: 'unreadCount',
  link: relay('CSP_unreadCount'),
  moduleId: 'INBOX3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.union([counts, plainNumber]),
});

/** The menu's badges: unread messages, and unread news of missions and of invited friends. */
export async function fetchUnreadCounts(signal?: AbortSignal): Promise<Record<UnreadBadge, number>> {
  const answer = await request(unreadCount, { signal });
  return { messages: answer.unreadCount, missions: answer.missionCount, referrals: answer.referralCount };
}
