import * as z from 'zod/mini';
import { amount, figure, text, tolerantList } from './common';

/**
 * Invite friends: the member centre's page and the agent centre's sign-up code read the same details
 * (src/core/api/referral-details.ts), the platform's shape (spec 5 2.8: `referralCode`, `totalInvitations`,
 * `promotionDomains[]` seen live, `affiliateCode` read by the member centre). The domains are untrusted:
 * the invite link takes only plain host names from them (src/features/referral/invite-link.ts). Loaded
 * only with the first call that needs it (decision 018).
 */
export const referralDetails = z.object({
  referralCode: text,
  affiliateCode: text,
  totalInvitations: figure,
  promotionDomains: tolerantList(z.string()),
});
export type ReferralDetails = z.infer<typeof referralDetails>;

/** One invited friend of MCSFE_getReferralList: the platform shows only `list`; the fields are our design. */
export const invitedFriend = z.object({
  account: text,
  joinTime: z.nullish(z.string()),
  status: text,
  reward: z._default(amount, 0),
});
export type InvitedFriend = z.infer<typeof invitedFriend>;
