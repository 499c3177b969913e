import * as z from 'zod/mini';
import { endpoint, relay, renamedRelay, request } from '@/api';

/**
 * The answer is the number itself, `{"value": 1}` as seen live (spec 5, 2.6); some builds send it as a numeric
 * string, read the same.
 */
const unreadNumber = z.pipe(
  z.union([z.number().check(z.nonnegative()), z.string().check(z.regex(/^\s*\d+\s*$/))]),
  z.transform(Number),
);

/**
 * The inbox's badge: the seeds' CSP_unreadCount (INBOX3) or the platform's EMFE_getInboxUnreadCount, which
 * the member centre sends without a module id (decision 057).
 */
export const unreadCount = endpoint({
  name: 'unreadCount',
  ...renamedRelay({
    seeds: { link: relay('CSP_unreadCount'), moduleId: 'INBOX3' },
    platform: { link: relay('EMFE_getInboxUnreadCount'), moduleId: null },
  }),
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @2,347; 70542479384 @~952,500',
  response: unreadNumber,
});

/** The member's unread messages. */
export function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return request(unreadCount, { signal });
}
