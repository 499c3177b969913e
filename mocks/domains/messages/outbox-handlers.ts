import {
  availableRecipientTypes,
  deleteOutbox,
  outbox,
  submitOutbox,
  submitOutboxReply,
} from '@/features/messages/outbox';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { platformPage, recordSourceOf } from './platform-page';
import { inboxOf, outboxOf, type RecordSource, type SentMessage } from './inbox';

// What the member sends (spec 5, 2.6: the calls; the bodies and the recipient types' answer are our design,
// mocks/README.md "Messages"). The tab is the site's OUTBOX3, writing its SENDMAIL3.

/** The site always; the member's agent too where there is one. */
function recipientTypesOf(member: Member): RecordSource[] {
  return member.parentId === null ? ['MERCHANT'] : ['MERCHANT', 'UPLINE'];
}

const SUBJECT_MAX = 100;
const CONTENT_MAX = 2000;

function written(subject: string, content: string) {
  if (!subject || !content) throw badRequest('outbox.field.required', 'A subject and a message are required');
  if (subject.length > SUBJECT_MAX || content.length > CONTENT_MAX) {
    throw badRequest('outbox.field.tooLong', 'The subject or the message is too long');
  }
}

function keep(
  state: MockState,
  member: Member,
  message: Omit<SentMessage, 'outboxId' | 'readCount' | 'sendTime'>,
) {
  const sent: SentMessage = {
    ...message,
    outboxId: state.inboxes.nextId++,
    readCount: 0,
    sendTime: mockNow(state),
  };
  state.inboxes.sentByMember.set(member.id, [sent, ...outboxOf(state.inboxes, member)]);
  return null;
}

export const outboxHandlers = callGroup(
  handle(
    outbox,
    ({ state, member, query }) => {
      const page = platformPage(outboxOf(state.inboxes, member), query);
      return { content: page.items, totalPages: page.totalPages };
    },
    { flag: 'OUTBOX3' },
  ),
  handle(availableRecipientTypes, ({ member }) => recipientTypesOf(member), { flag: 'SENDMAIL3' }),
  handle(
    submitOutbox,
    ({ state, member, body }) => {
      const subject = field(body, 'subject');
      const content = field(body, 'content');
      const recipientType = field(body, 'recipientType');
      written(subject, content);
      if (!recipientTypesOf(member).includes(recipientType as RecordSource)) {
        throw badRequest('outbox.recipient.invalid', 'This recipient cannot be written to');
      }
      return keep(state, member, {
        subject,
        content,
        recipients: recipientType,
        recordSource: recipientType as RecordSource,
      });
    },
    { flag: 'SENDMAIL3' },
  ),
  handle(
    submitOutboxReply,
    ({ state, member, body }) => {
      const subject = field(body, 'subject');
      const content = field(body, 'content');
      written(subject, content);
      const to = inboxOf(state.inboxes, member).find(
        (m) => String(m.inboxId) === field(body, 'inboxId') && m.recordSource === field(body, 'recordSource'),
      );
      if (!to) throw badRequest('message.notFound', 'This message does not exist');
      if (!to.canReply) throw badRequest('outbox.reply.notAllowed', 'This message cannot be answered');
      return keep(state, member, {
        subject,
        content,
        recipients: to.senderName,
        recordSource: to.recordSource,
      });
    },
    { flag: 'SENDMAIL3' },
  ),
  handle(
    deleteOutbox,
    ({ state, member, query }) => {
      const source = recordSourceOf(query);
      const ids = query.getAll('outboxIds');
      const all = outboxOf(state.inboxes, member);
      const gone = ids.map((id) => all.find((m) => String(m.outboxId) === id && m.recordSource === source));
      if (ids.length === 0 || gone.some((m) => m === undefined)) {
        throw badRequest('message.notFound', 'This message does not exist');
      }
      state.inboxes.sentByMember.set(
        member.id,
        all.filter((m) => !gone.includes(m)),
      );
      return null;
    },
    { flag: 'OUTBOX3' },
  ),
);
