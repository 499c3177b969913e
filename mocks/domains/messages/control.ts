import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { mockNow } from '../clock/clock';
import { emitLiveEvent } from '../live-events/live-events';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';
import { messageWire, type InboxMessage } from './inbox';

/**
 * POST /__mock/messages { account, title, content, from?, metadata? }: the back office sends a message (unread,
 * newest); `from` 'UPLINE' makes it the member's agent's (one that may be answered), else the site's;
 * `metadata` is the JSON string a message carries (a claim).
 */
export const messageControlHandlers = [
  controlCall('post', '/messages', async ({ state, request }) => {
    const { account, title, content, from, metadata } = (await readJsonObject(request)) ?? {};
    if (
      typeof account !== 'string' ||
      typeof title !== 'string' ||
      typeof content !== 'string' ||
      (from !== undefined && from !== 'MERCHANT' && from !== 'UPLINE') ||
      (metadata !== undefined && typeof metadata !== 'string')
    ) {
      return controlRefusal(
        'mock.message.invalid',
        "account, title and content are strings; from, when given, 'MERCHANT' or 'UPLINE'; metadata a string",
      );
    }
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) {
      return controlRefusal('mock.message.invalid', `No member ${account} to write to`);
    }
    const upline = from === 'UPLINE';
    const uplineOf = member.parentId === null ? undefined : state.members.get(member.parentId);
    const all = state.inboxes;
    const message: InboxMessage = {
      inboxId: all.nextId++,
      subject: title,
      content,
      senderName: upline ? (uplineOf?.account ?? 'agent') : 'LuckyPlay',
      read: false,
      sendTime: mockNow(state),
      recordSource: upline ? 'UPLINE' : 'MERCHANT',
      canReply: upline,
      metadata: metadata ?? '',
    };
    all.byMember.set(member.id, [message, ...(all.byMember.get(member.id) ?? [])]);
    // The title words the member's notice; the inbox is read again for the rest (decision 040).
    emitLiveEvent(state, member.id, 'message', { messageId: message.inboxId, title });
    return controlOk(messageWire(message));
  }),
];
