import { http, HttpResponse } from 'msw';
import { messages as messagesEndpoint } from '@/features/member-centre/api/messages';
import { readAllMessages } from '@/features/member-centre/api/read-all-messages';
import { readMessage } from '@/features/member-centre/api/read-message';
import { unreadCount as unreadCountEndpoint } from '@/features/member-centre/api/unread-count';
import { callGroup, handle } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import { field } from '../protocol/read-body';
import { mockNow } from '../state/clock';
import { emitLiveEvent } from '../state/live-events';
import { BASE_DATE_MS, formatDateTime } from '../state/dates';
import { paginate } from '../state/game-query';
import type { Member } from '../state/members';
import { findMemberByAccount, getState, type MockState } from '../state/store';
import { pageParams } from './game-lookup';

// The member's inbox (spec 2 names only CSP_unreadCount; these calls and shapes are designed, see
// mocks/README.md "Messages"). Trial accounts have no inbox: every call answers an empty one.

/** What a message is about: a mission's or an invited friend's news also counts on that menu entry's badge. */
type MessageCategory = 'mission' | 'referral';

interface InboxMessage {
  messageId: number;
  category?: MessageCategory;
  title: string;
  /** Server HTML: the portal sanitizes it before showing it. */
  content: string;
  sendTime: string;
  read: boolean;
}

interface Inboxes {
  byMember: Map<number, InboxMessage[]>;
  nextId: number;
}

const PLAYER01 = 10001;
const TRIAL_TYPE = 4;
const HOUR = 3_600_000;

function seedInboxes(): Inboxes {
  const at = (hoursBefore: number) => formatDateTime(BASE_DATE_MS - hoursBefore * HOUR);
  // Newest first. Five unread, four read; one carries hostile HTML to prove the portal sanitizes. One unread
  // is a mission's news and one an invited friend's: they count on those entries' badges too.
  const player01: InboxMessage[] = [
    {
      messageId: 507,
      title: 'Your weekly rebate is ready',
      content:
        '<p>Your rebate of <strong>R$ 12.40</strong> for last week has been credited.</p>' +
        '<p>See the details in <a href="/promotions">Promotions</a>.</p>',
      sendTime: at(2),
      read: false,
    },
    {
      messageId: 506,
      title: 'Security notice',
      content:
        '<p>Never share your password.</p>' +
        '<img src="https://tracker.example/pixel.png" onerror="window.__pwned=1">' +
        '<script>window.__pwned=1</script>' +
        '<p><a href="javascript:window.__pwned=1">Verify your account</a></p>' +
        '<p><a href="https://example.com/help">Help centre</a></p>',
      sendTime: at(20),
      read: false,
    },
    {
      messageId: 505,
      title: 'Deposit bonus this weekend',
      content: '<p>Deposit from R$ 50 on Saturday and get a <em>20% bonus</em>.</p>',
      sendTime: at(30),
      read: false,
    },
    {
      messageId: 509,
      category: 'mission',
      title: 'Mission complete: Deposit R$ 100 this week',
      content: '<p>Well done! Claim your reward of <strong>R$ 5.00</strong> in Missions.</p>',
      sendTime: at(40),
      read: false,
    },
    {
      messageId: 508,
      category: 'referral',
      title: 'Your friend jo***10 made a first deposit',
      content: '<p>Your invitation paid off: <strong>R$ 10.00</strong> is on its way to you.</p>',
      sendTime: at(50),
      read: false,
    },
    {
      messageId: 504,
      title: 'Welcome to the portal',
      content: '<p>Welcome, player01! Start with our <a href="/promotions">newbie offers</a>.</p>',
      sendTime: at(72),
      read: true,
    },
    {
      messageId: 503,
      title: 'Withdrawal approved',
      content: '<p>Your withdrawal of R$ 100.00 has been approved.</p>',
      sendTime: at(120),
      read: true,
    },
    {
      messageId: 502,
      title: 'Maintenance finished',
      content: '<p>The scheduled maintenance is over. Thank you for waiting.</p>',
      sendTime: at(200),
      read: true,
    },
    {
      messageId: 501,
      title: 'Points never expire',
      content: '<p>Points you earn never expire. Visit the Points Mall to redeem them.</p>',
      sendTime: at(300),
      read: true,
    },
  ];
  return { byMember: new Map([[PLAYER01, player01]]), nextId: 1000 };
}

// Kept beside the mock state: a reset replaces the state object, and with it every inbox.
const inboxesOf = new WeakMap<MockState, Inboxes>();

function inboxes(): Inboxes {
  const state = getState();
  let found = inboxesOf.get(state);
  if (!found) {
    found = seedInboxes();
    inboxesOf.set(state, found);
  }
  return found;
}

function inboxOf(member: Member | null): InboxMessage[] {
  if (!member || member.type === TRIAL_TYPE) return [];
  return inboxes().byMember.get(member.id) ?? [];
}

export function unreadCountOf(member: Member | null, category?: MessageCategory): number {
  return inboxOf(member).filter((m) => !m.read && (category === undefined || m.category === category)).length;
}

/** CSP_unreadCount's answer: every unread message, and those of the missions and the invitations. */
function unreadCounts(member: Member | null) {
  return {
    unreadCount: unreadCountOf(member),
    missionCount: unreadCountOf(member, 'mission'),
    referralCount: unreadCountOf(member, 'referral'),
  };
}

const publicView = ({ category: _category, ...message }: InboxMessage) => message;

export const messageHandlers = callGroup(
  // Our richer answer, which the portal reads beside the reference's plain number (decision 027).
  handle(unreadCountEndpoint, ({ member }) => unreadCounts(member), { alsoMethods: ['post'] }),
  handle(messagesEndpoint, ({ member, query }) => {
    const { pageNo, pageSize } = pageParams(query, 10);
    const page = paginate(inboxOf(member), pageNo, pageSize);
    return {
      content: page.items.map(publicView),
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  }),
  // Body { messageId }: marks it read (again is fine) and answers the unread count left.
  handle(readMessage, ({ member, body }) => {
    const message = inboxOf(member).find((m) => String(m.messageId) === field(body, 'messageId'));
    if (!message) throw badRequest('message.notFound', 'This message does not exist');
    message.read = true;
    return unreadCounts(member);
  }),
  handle(readAllMessages, ({ member }) => {
    for (const message of inboxOf(member)) message.read = true;
    return unreadCounts(member);
  }),
);

/**
 * POST /__mock/messages { account, title, content, category? }: the back office sends a message (unread,
 * newest); a category ('mission' or 'referral') counts it on that entry's badge too.
 */
export const messageControlHandlers = [
  http.post('*/__mock/messages', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const { account, title, content, category } = record;
    const validCategory = category === undefined || category === 'mission' || category === 'referral';
    if (
      typeof account !== 'string' ||
      typeof title !== 'string' ||
      typeof content !== 'string' ||
      !validCategory
    ) {
      return HttpResponse.json(
        {
          success: false,
          errorCode: 'mock.message.invalid',
          message: "account, title and content are strings; category, when given, 'mission' or 'referral'",
        },
        { status: 400 },
      );
    }
    const member = findMemberByAccount(account);
    if (!member || member.type === TRIAL_TYPE) {
      return HttpResponse.json(
        { success: false, errorCode: 'mock.message.invalid', message: `No member ${account} to write to` },
        { status: 400 },
      );
    }
    const all = inboxes();
    const message: InboxMessage = {
      messageId: all.nextId++,
      ...(category ? { category } : {}),
      title,
      content,
      sendTime: formatDateTime(mockNow()),
      read: false,
    };
    all.byMember.set(member.id, [message, ...(all.byMember.get(member.id) ?? [])]);
    emitLiveEvent(member.id, 'message');
    return HttpResponse.json({ success: true, value: publicView(message) });
  }),
];
