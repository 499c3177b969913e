import { BASE_DATE_MS } from '../clock/dates';
import { isTrial, type Member } from '../members/members';
import { MESSAGE_REWARD_CLAIM_ID } from '../rewards/issued-rewards';

// The members' inboxes and outboxes in the platform's fields (spec 5, 2.6: webEmail, 70785058994). Trial
// accounts have none.

/** Where a message comes from: the site itself or the member's agent (the member centre's mail parties). */
export type RecordSource = 'MERCHANT' | 'UPLINE';

export interface InboxMessage {
  inboxId: number;
  /** Server HTML: the portal shows its text in lists and sanitizes it in the reader. */
  subject: string;
  /** Server HTML as the back office wrote it; the wire escapes it once more, as the platform does. */
  content: string;
  senderName: string;
  read: boolean;
  /** ms since the epoch. */
  sendTime: number;
  recordSource: RecordSource;
  canReply: boolean;
  /** A JSON string (a claim the message carries), or '' for none. */
  metadata: string;
}

export interface SentMessage {
  outboxId: number;
  subject: string;
  content: string;
  recipients: string;
  readCount: number;
  sendTime: number;
  recordSource: RecordSource;
}

export interface Inboxes {
  byMember: Map<number, InboxMessage[]>;
  sentByMember: Map<number, SentMessage[]>;
  nextId: number;
}

const PLAYER01 = 10001;
const HOUR = 3_600_000;

const fromSite = {
  senderName: 'LuckyPlay',
  recordSource: 'MERCHANT',
  canReply: false,
  metadata: '',
} as const;

export function seedInboxes(): Inboxes {
  const at = (hoursBefore: number) => BASE_DATE_MS - hoursBefore * HOUR;
  // Newest first. Five unread, four read. 508 carries an issued reward to claim; 506 carries hostile HTML to
  // prove the portal sanitizes; 504 is the member's agent's, who may be answered.
  const player01: InboxMessage[] = [
    {
      ...fromSite,
      inboxId: 508,
      subject: 'A <b>loyalty gift</b> for you',
      content:
        '<p>Thank you for playing with us. Your loyalty gift of <strong>R$ 15.00</strong> is here.</p>',
      sendTime: at(1),
      read: false,
      metadata: JSON.stringify({
        promoType: 'MANUAL',
        claimId: MESSAGE_REWARD_CLAIM_ID,
        title: 'Loyalty gift',
        bonus: 15,
      }),
    },
    {
      ...fromSite,
      inboxId: 507,
      subject: 'Your weekly rebate is ready',
      content:
        '<p>Your rebate of <strong>R$ 12.40</strong> for last week has been credited.</p>' +
        '<p>See the details in <a href="/promotions">Promotions</a>.</p>',
      sendTime: at(2),
      read: false,
    },
    {
      ...fromSite,
      inboxId: 506,
      subject: 'Security notice<img src="x" onerror="window.__pwned=1">',
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
      ...fromSite,
      inboxId: 505,
      subject: 'Deposit bonus this weekend',
      content: '<p>Deposit from R$ 50 on Saturday and get a <em>20% bonus</em>.</p>',
      sendTime: at(30),
      read: false,
    },
    {
      ...fromSite,
      inboxId: 509,
      subject: 'Mission complete: Deposit R$ 100 this week',
      content: '<p>Well done! Claim your reward of <strong>R$ 5.00</strong> in Missions.</p>',
      sendTime: at(40),
      read: false,
    },
    {
      inboxId: 504,
      subject: 'Welcome to the portal',
      content: '<p>Welcome, player01! Start with our <a href="/promotions">newbie offers</a>.</p>',
      senderName: 'agent01',
      recordSource: 'UPLINE',
      canReply: true,
      metadata: '',
      sendTime: at(72),
      read: true,
    },
    {
      ...fromSite,
      inboxId: 503,
      subject: 'Withdrawal approved',
      content: '<p>Your withdrawal of R$ 100.00 has been approved.</p>',
      sendTime: at(120),
      read: true,
    },
    {
      ...fromSite,
      inboxId: 502,
      subject: 'Maintenance finished',
      content: '<p>The scheduled maintenance is over. Thank you for waiting.</p>',
      sendTime: at(200),
      read: true,
    },
    {
      ...fromSite,
      inboxId: 501,
      subject: 'Points never expire',
      content: '<p>Points you earn never expire. Visit the Points Mall to redeem them.</p>',
      sendTime: at(300),
      read: true,
    },
  ];
  const sent: SentMessage[] = [
    {
      outboxId: 601,
      subject: 'Question about my bonus',
      content: 'Hello,<br />when is the weekend bonus paid?',
      recipients: 'MERCHANT',
      readCount: 1,
      sendTime: at(48),
      recordSource: 'MERCHANT',
    },
  ];
  return {
    byMember: new Map([[PLAYER01, player01]]),
    sentByMember: new Map([[PLAYER01, sent]]),
    nextId: 1000,
  };
}

const escapeHtml = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A message on the wire: its content HTML-escaped, as the platform sends it. */
export const messageWire = (message: InboxMessage) => ({ ...message, content: escapeHtml(message.content) });

export function inboxOf(inboxes: Inboxes, member: Member): InboxMessage[] {
  if (isTrial(member)) return [];
  return inboxes.byMember.get(member.id) ?? [];
}

export function outboxOf(inboxes: Inboxes, member: Member): SentMessage[] {
  if (isTrial(member)) return [];
  return inboxes.sentByMember.get(member.id) ?? [];
}

export function unreadCountOf(inboxes: Inboxes, member: Member): number {
  return inboxOf(inboxes, member).filter((m) => !m.read).length;
}
