import { referralInfo } from '@/core/api/referral-info';
import { callGroup, handle } from '../../protocol/define-call';
import { formatDateTime, daysFromBase } from '../clock/dates';
import type { Member } from '../members/members';
import { refuseTrial } from '../money/money-checks';

// Invite friends (designed, see mocks/README.md "Invite friends and missions"): the product names the entry
// but shows no call. The answer is built from the member each time, so it needs no state of its own.

export type FriendStatus = 'REGISTERED' | 'DEPOSITED' | 'ACTIVE';

interface SeedFriend {
  account: string;
  joinDay: number;
  status: FriendStatus;
  reward: number;
}

/** player01's invited friends, masked as the server sends them, newest first. */
export const PLAYER01_FRIENDS: readonly SeedFriend[] = [
  { account: 'ma***na', joinDay: -2, status: 'REGISTERED', reward: 0 },
  { account: 'jo***10', joinDay: -9, status: 'DEPOSITED', reward: 10 },
  { account: 'lu***as', joinDay: -21, status: 'ACTIVE', reward: 25.5 },
  { account: 'an***ia', joinDay: -40, status: 'ACTIVE', reward: 30 },
];

/** A member's own referral code: its affiliate code when it has one, else REF and its id (REF10001). */
export function referralCodeOf(member: Member): string {
  return member.affiliateCode ?? `REF${member.id}`;
}

export function friendsOf(member: Member): SeedFriend[] {
  return member.account === 'player01' ? [...PLAYER01_FRIENDS] : [];
}

export const referralHandlers = callGroup(
  handle(referralInfo, ({ member, origin }) => {
    refuseTrial(member);
    const referralCode = referralCodeOf(member);
    const friends = friendsOf(member).map((f) => ({
      account: f.account,
      joinTime: formatDateTime(daysFromBase(f.joinDay)),
      status: f.status,
      reward: f.reward,
    }));
    const totalCents = friends.reduce((sum, f) => sum + Math.round(f.reward * 100), 0);
    return {
      referralCode,
      referralLink: `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`,
      zaloReward: true,
      friends,
      totalReward: totalCents / 100,
    };
  }),
);
