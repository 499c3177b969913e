import type { IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import type { MemberCentrePage } from '@/lib/popup-store';

import type { UnreadBadge } from '@/core/unread-counts';

export interface CentreEntry {
  /** The page key it opens (spec 2 section 2 names securityCenter, withdraw, transactionHistory,
   * personalHistoryCopy, depositv2 and profile; the others are ours). */
  page: MemberCentrePage;
  labelKey: TranslationKey;
  icon: IconName;
  /** Entries whose unread count shows as a badge (spec 2 section 9: messages, missions and referral). */
  badge?: UnreadBadge;
}

/** The member centre menu, in the order of spec 2 section 2. */
export const centreEntries: readonly CentreEntry[] = [
  { page: 'securityCenter', labelKey: 'centre_my_account', icon: 'user' },
  { page: 'transferFund', labelKey: 'centre_my_wallet', icon: 'wallet' },
  { page: 'depositv2', labelKey: 'centre_deposit', icon: 'download' },
  { page: 'withdraw', labelKey: 'centre_withdraw', icon: 'send' },
  { page: 'transferUpline', labelKey: 'centre_transfer_upline', icon: 'shield' },
  { page: 'personalHistoryCopy', labelKey: 'centre_betting_record', icon: 'star' },
  { page: 'transactionHistory', labelKey: 'centre_account_record', icon: 'refresh' },
  { page: 'profitLoss', labelKey: 'centre_profit_loss', icon: 'chart' },
  { page: 'bonusDetails', labelKey: 'centre_bonus_details', icon: 'gift' },
  { page: 'rewardCentre', labelKey: 'centre_reward_centre', icon: 'gift' },
  { page: 'inviteFriends', labelKey: 'centre_invite_friends', icon: 'users', badge: 'referrals' },
  { page: 'missions', labelKey: 'centre_missions', icon: 'star', badge: 'missions' },
  { page: 'messages', labelKey: 'centre_messages', icon: 'chat', badge: 'messages' },
];

/** The entry a page key belongs to: the avatar's profile is My account; an unknown key is My account. */
export function entryOf(page: MemberCentrePage | undefined): CentreEntry {
  const key = page === 'profile' ? 'securityCenter' : page;
  return centreEntries.find((entry) => entry.page === key) ?? centreEntries[0]!;
}
