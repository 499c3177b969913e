import { messages as messagesEndpoint } from '@/features/messages/messages';
import { readAllMessages } from '@/features/messages/read-all-messages';
import { readMessage } from '@/features/messages/read-message';
import { unreadCount as unreadCountEndpoint } from '@/core/api/unread-count';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { emitLiveEvent } from '../live-events/live-events';
import { formatDateTime } from '../clock/dates';
import { paginate } from '../games/game-query';
import type { Member } from '../members/members';
import { inboxOf, unreadCountOf, type InboxMessage, type Inboxes } from './inbox';
import { pageParams } from '../games/game-lookup';
import { findMemberByAccount } from '../members/member-lookup';

// The member's inbox (spec 2 names only CSP_unreadCount; these calls and shapes are designed, see
// mocks/README.md "Messages"). Trial accounts have no inbox: every call answers an empty one.

const TRIAL_TYPE = 4;

/** CSP_unreadCount's answer: every unread message, and those of the missions and the invitations. */
function unreadCounts(inboxes: Inboxes, member: Member) {
  return {
    unreadCount: unreadCountOf(inboxes, member),
    missionCount: unreadCountOf(inboxes, member, 'mission'),
    referralCount: unreadCountOf(inboxes, member, 'referral'),
  };
}

const publicView = ({ category: _category, ...message }: InboxMessage) => message;

export const messageHandlers = callGroup(
  // Our richer answer, which the portal reads beside the reference's plain number (decision 027).
  handle(unreadCountEndpoint, ({ state, member }) => unreadCounts(state.inboxes, member), {
    alsoMethods: ['post'],
  }),
  handle(messagesEndpoint, ({ state, member, query }) => {
    const { pageNo, pageSize } = pageParams(query, 10);
    const page = paginate(inboxOf(state.inboxes, member), pageNo, pageSize);
    return {
      content: page.items.map(publicView),
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

/**
 * POST /__mock/messages { account, title, content, category? }: the back office sends a message (unread,
 * newest); a category ('mission' or 'referral') counts it on that entry's badge too.
 */
export const messageControlHandlers = [
  controlCall('post', '/messages', async ({ state, request }) => {
    const { account, title, content, category } = (await readJsonObject(request)) ?? {};
    const validCategory = category === undefined || category === 'mission' || category === 'referral';
    if (
      typeof account !== 'string' ||
      typeof title !== 'string' ||
      typeof content !== 'string' ||
      !validCategory
    ) {
      return controlRefusal(
        'mock.message.invalid',
        "account, title and content are strings; category, when given, 'mission' or 'referral'",
      );
    }
    const member = findMemberByAccount(state.members, account);
    if (!member || member.type === TRIAL_TYPE) {
      return controlRefusal('mock.message.invalid', `No member ${account} to write to`);
    }
    const all = state.inboxes;
    const message: InboxMessage = {
      messageId: all.nextId++,
      ...(category ? { category } : {}),
      title,
      content,
      sendTime: formatDateTime(mockNow(state)),
      read: false,
    };
    all.byMember.set(member.id, [message, ...(all.byMember.get(member.id) ?? [])]);
    emitLiveEvent(state, member.id, 'message');
    return controlOk(publicView(message));
  }),
];
