import { referralDetails } from '@/core/api/referral-details';
import { inviteChannels } from '@/features/referral/api/invite-channels';
import { referralList } from '@/features/referral/api/referral-list';
import { referralRules } from '@/features/referral/api/referral-rules';
import { callGroup, handle } from '../../protocol/define-call';
import { formatDateTime, daysFromBase } from '../clock/dates';
import { paginate } from '../games/game-query';
import type { Member } from '../members/members';
import { referralCodeOf } from '../members/member-lookup';
import { refuseTrial } from '../money/money-checks';

// Invite friends in the platform's shapes (spec 5 2.8; mocks/README.md "Invite friends"): the details, the
// friends a page at a time, the rules and the share channels. Every answer is built from the member on each
// call, so it needs no state of its own.

export type FriendStatus = 'REGISTERED' | 'DEPOSITED' | 'ACTIVE';

interface SeedFriend {
  account: string;
  joinDay: number;
  status: FriendStatus;
  reward: number;
}

interface Friend extends Omit<SeedFriend, 'joinDay'> {
  joinMs: number;
}

/** player01's invited friends, masked as the server sends them, newest first. */
export const PLAYER01_FRIENDS: readonly SeedFriend[] = [
  { account: 'ma***na', joinDay: -2, status: 'REGISTERED', reward: 0 },
  { account: 'jo***10', joinDay: -9, status: 'DEPOSITED', reward: 10 },
  { account: 'lu***as', joinDay: -21, status: 'ACTIVE', reward: 25.5 },
  { account: 'an***ia', joinDay: -40, status: 'ACTIVE', reward: 30 },
];

/**
 * player01's promotion domains: the first two are not plain short host names (a path; four labels), so
 * the invite link is built on the third.
 */
export const PLAYER01_PROMOTION_DOMAINS = [
  'https://share.luckyplay-demo.example/login',
  'm.promo.luckyplay-demo.example',
  'luckyplay-invite.example',
] as const;

/** An account as the friends list shows it: its first two and last two letters. */
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

/** The seeded friends (player01's), then the members who registered with the member's invite link, newest first. */
export function friendsOf(members: Map<number, Member>, member: Member): Friend[] {
  const seeded = member.account === 'player01' ? PLAYER01_FRIENDS : [];
  const joined = [...members.values()]
    .filter((m) => m.referrerId === member.id)
    .map((m): Friend => ({ account: masked(m.account), joinMs: m.regDate, status: 'REGISTERED', reward: 0 }));
  return [
    ...joined.sort((a, b) => b.joinMs - a.joinMs),
    ...seeded.map(({ joinDay, ...f }) => ({ ...f, joinMs: daysFromBase(joinDay) })),
  ];
}

/** The site's channels, not in their order, one switched off: the client shows the enabled ones in sequence. */
const INVITE_DISPLAY = [
  { invitePlatform: 'TELEGRAM', inviteDisplayEnabled: 'Y', inviteSequence: 2 },
  { invitePlatform: 'WHATSAPP', inviteDisplayEnabled: 'Y', inviteSequence: 1 },
  { invitePlatform: 'X', inviteDisplayEnabled: 'N', inviteSequence: 3 },
  { invitePlatform: 'FACEBOOK', inviteDisplayEnabled: 'Y', inviteSequence: 4 },
  { invitePlatform: 'SMS', inviteDisplayEnabled: 'Y', inviteSequence: 5 },
] as const;

function count(query: URLSearchParams, name: string, fallback: number): number {
  return Math.max(1, Math.floor(Number(query.get(name) ?? fallback)) || fallback);
}

export const referralHandlers = callGroup(
  // `autoGenerate` asks for a code where the member has none; every mock member has one.
  handle(referralDetails, ({ state, member }) => {
    refuseTrial(member);
    return {
      referralCode: referralCodeOf(member),
      affiliateCode: member.affiliateCode ?? '',
      totalInvitations: friendsOf(state.members, member).length,
      promotionDomains: member.account === 'player01' ? [...PLAYER01_PROMOTION_DOMAINS] : [],
    };
  }),
  // `{page, size}` as the member centre sends them (default 1 and 10).
  handle(referralList, ({ state, member, query }) => {
    refuseTrial(member);
    const friends = friendsOf(state.members, member);
    const page = paginate(friends, count(query, 'page', 1), count(query, 'size', 10));
    const totalCents = friends.reduce((sum, f) => sum + Math.round(f.reward * 100), 0);
    return {
      list: page.items.map((f) => ({
        account: f.account,
        joinTime: formatDateTime(f.joinMs),
        status: f.status,
        reward: f.reward,
      })),
      footer: { totalReward: totalCents / 100 },
      totalPages: page.totalPages,
    };
  }),
  handle(referralRules, ({ member, origin }) => {
    refuseTrial(member);
    return [
      '<h3>How it works</h3>',
      '<ol><li>Share your link or code.</li><li>Your friend registers and makes a first deposit.</li>',
      '<li>You earn R$ 10 for each friend who deposits, and more as they play.</li></ol>',
      `<p><img src="${origin}/__cdn/promo/505.svg" alt="Invite friends"></p>`,
      '<p>Rewards are credited within 24 hours. <script>alert(1)</script></p>',
    ].join('');
  }),
  handle(inviteChannels, ({ member }) => {
    refuseTrial(member);
    return { inviteUrlDisplayConfigs: INVITE_DISPLAY.map((config) => ({ ...config })) };
  }),
);
