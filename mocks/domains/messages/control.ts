import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';
import { messageWire, type InboxMessage } from './inbox';

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
    if (!member || isTrial(member)) {
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
    // The title words the member's notice; the inbox is read again for the rest (decision 040).
    emitLiveEvent(state, member.id, 'message', { messageId: message.messageId, title });
    return controlOk(messageWire(message));
  }),
];
