import { messages as messagesEndpoint } from '@/features/messages/messages';
import { readAllMessages } from '@/features/messages/read-all-messages';
import { readMessage } from '@/features/messages/read-message';
import { unreadCount as unreadCountEndpoint } from '@/core/api/unread-count';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { paginate } from '../games/game-query';
import type { Member } from '../members/members';
import { inboxOf, messageWire, unreadCountOf, type Inboxes } from './inbox';
import { pageParams } from '../games/game-lookup';

// The member's inbox (the product names only CSP_unreadCount; these calls and shapes are designed, see
// mocks/README.md "Messages"). Trial accounts have no inbox: every call answers an empty one.

/** CSP_unreadCount's answer: every unread message, and those of the missions and the invitations. */
function unreadCounts(inboxes: Inboxes, member: Member) {
  return {
    unreadCount: unreadCountOf(inboxes, member),
    missionCount: unreadCountOf(inboxes, member, 'mission'),
    referralCount: unreadCountOf(inboxes, member, 'referral'),
  };
}

export const messageHandlers = callGroup(
  // Our richer answer, which the portal reads beside the reference's plain number (decision 027).
  handle(unreadCountEndpoint, ({ state, member }) => unreadCounts(state.inboxes, member), {
    alsoMethods: ['post'],
  }),
  handle(messagesEndpoint, ({ state, member, query }) => {
    const { pageNo, pageSize } = pageParams(query, 10);
    const page = paginate(inboxOf(state.inboxes, member), pageNo, pageSize);
    return {
      content: page.items.map(messageWire),
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  }),
  // Body { messageId }: marks it read (again is fine) and answers the unread count left.
  handle(readMessage, ({ state, member, body }) => {
    const message = inboxOf(state.inboxes, member).find(
      (m) => String(m.messageId) === field(body, 'messageId'),
    );
    if (!message) throw badRequest('message.notFound', 'This message does not exist');
    message.read = true;
    return unreadCounts(state.inboxes, member);
  }),
  handle(readAllMessages, ({ state, member }) => {
    for (const message of inboxOf(state.inboxes, member)) message.read = true;
    return unreadCounts(state.inboxes, member);
  }),
);
