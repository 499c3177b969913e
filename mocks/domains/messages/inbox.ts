import { BASE_DATE_MS, formatDateTime } from '../clock/dates';
import { isTrial, type Member } from '../members/members';

// The member's inbox (designed, mocks/README.md "Messages"). Trial accounts have no inbox.

/** What a message is about: a mission's or an invited friend's news also counts on that menu entry's badge. */
export type MessageCategory = 'mission' | 'referral';

export interface InboxMessage {
  messageId: number;
  category?: MessageCategory;
  title: string;
  /** Server HTML: the portal sanitizes it before showing it. */
  content: string;
  sendTime: string;
  read: boolean;
}

export interface Inboxes {
  byMember: Map<number, InboxMessage[]>;
  nextId: number;
}

const PLAYER01 = 10001;
const HOUR = 3_600_000;

export function seedInboxes(): Inboxes {
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

/** A message as the member sees it: its category only counts it on a badge. */
export const messageWire = ({ category: _category, ...message }: InboxMessage) => message;

export function inboxOf(inboxes: Inboxes, member: Member): InboxMessage[] {
  if (isTrial(member)) return [];
  return inboxes.byMember.get(member.id) ?? [];
}

export function unreadCountOf(inboxes: Inboxes, member: Member, category?: MessageCategory): number {
  return inboxOf(inboxes, member).filter(
    (m) => !m.read && (category === undefined || m.category === category),
  ).length;
}
