import * as z from 'zod/mini';
import { amount, flag, id, text } from './common';

/**
 * Invite friends and missions. Spec 2 shows none of these fields: these are the shapes of our design,
 * documented in mocks/README.md (Invite friends and missions). Loaded only with the first call that needs
 * them (decision 018).
 */

const when = z.nullish(z.string());

export const invitedFriend = z.object({
  account: text,
  joinTime: when,
  status: text,
  reward: z._default(amount, 0),
});
export type InvitedFriend = z.infer<typeof invitedFriend>;

export const referralInfo = z.object({
  referralCode: text,
  referralLink: z.nullish(z.string()),
  zaloReward: z._default(flag, false),
  friends: z._default(z.array(invitedFriend), []),
  totalReward: z._default(amount, 0),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

export const mission = z.object({
  missionId: id,
  title: text,
  target: amount,
  progress: amount,
  reward: z._default(amount, 0),
  status: text,
});
export type Mission = z.infer<typeof mission>;

export const missionSummary = z.object({
  missions: z._default(z.array(mission), []),
  endTime: when,
});

export const leaderboardEntry = z.object({
  rank: amount,
  account: text,
  points: amount,
  reward: z._default(amount, 0),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const missionLeaderboard = z.object({
  list: z._default(z.array(leaderboardEntry), []),
  me: z.nullish(z.object({ rank: z.nullish(amount), points: z._default(amount, 0) })),
});
