import * as z from 'zod/mini';
import { amount, flag, text } from './common';

/**
 * Invite friends: the member centre's page and the agent centre's sign-up code read the same answer
 * (src/core/api/referral-info.ts). The product shows none of these fields: our design, documented in
 * mocks/README.md (Invite friends and missions). Loaded only with the first call that needs it (decision 018).
 */

export const invitedFriend = z.object({
  account: text,
  joinTime: z.nullish(z.string()),
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
