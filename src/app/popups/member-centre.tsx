import type { CentreKeys } from '@/components/centre-layout/centre-pages';
import { MemberCentrePopup, type MemberCentreRow } from '@/features/member-centre';
import { UPLINE_TRANSFER_FLAG } from '@/features/wallet';
import { MyAccountPage } from '@/features/my-account';
import type { PopupPropsByName } from '@/lib/popup-store';
import { lazyWithRetry, preloadModule } from '@/lib/lazy-with-retry';

/**
 * The member centre's pages, in the menu's order (product rules: member and agent centres), by page key: the product names securityCenter,
 * withdraw, transactionHistory, personalHistoryCopy, depositv2 and profile; the other keys are ours. The pages
 * are features of their own and the centre may not import them: they meet here, in the popup host (decision
 * 030). Each page is its own chunk, loaded by path when its entry is chosen, except My account, the page the
 * centre opens on: the cashier's QR code and the records' tables load only when their entry is chosen.
 */
const cashierPages = {
  deposit: () => import('@/features/deposit/deposit-page'),
  withdraw: () => import('@/features/withdraw/withdraw-page'),
};

/**
 * The cashier is what members open most, and its first opening on a phone's network waited for its code
 * (issue 31's figure in `npm run bench`): its pages are fetched ahead, as the centre's own code is.
 */
export function preloadCashierPages(): Promise<unknown> {
  return Promise.all([preloadModule(cashierPages.deposit), preloadModule(cashierPages.withdraw)]);
}

const memberCentrePages = [
  {
    key: 'securityCenter',
    also: ['profile'],
    labelKey: 'centre_my_account',
    icon: 'user',
    Page: MyAccountPage,
  },
  {
    key: 'transferFund',
    labelKey: 'centre_my_wallet',
    icon: 'wallet',
    Page: lazyWithRetry(() => import('@/features/wallet/my-wallet/my-wallet-page'), 'MyWalletPage'),
  },
  {
    key: 'depositv2',
    labelKey: 'centre_deposit',
    icon: 'download',
    Page: lazyWithRetry(cashierPages.deposit, 'DepositPage'),
  },
  {
    key: 'withdraw',
    labelKey: 'centre_withdraw',
    icon: 'send',
    Page: lazyWithRetry(cashierPages.withdraw, 'WithdrawPage'),
  },
  {
    key: 'transferUpline',
    labelKey: 'centre_transfer_upline',
    icon: 'shield',
    // As the member centre's menu (spec 5, 70542479384 @~506,500): the site's flag, the member info's
    // `toUpline`, and never for a member of type 2.
    offered: ({ flags, member }) =>
      flags[UPLINE_TRANSFER_FLAG] === true && member?.toUpline === true && member.type !== 2,
    Page: lazyWithRetry(() => import('@/features/wallet/upline/upline-transfer-page'), 'UplineTransferPage'),
  },
  {
    key: 'personalHistoryCopy',
    labelKey: 'centre_betting_record',
    icon: 'star',
    Page: lazyWithRetry(
      () => import('@/features/records/betting-record/betting-record-page'),
      'BettingRecordPage',
    ),
  },
  {
    key: 'transactionHistory',
    labelKey: 'centre_account_record',
    icon: 'refresh',
    Page: lazyWithRetry(
      () => import('@/features/records/account-record/account-record-page'),
      'AccountRecordPage',
    ),
  },
  {
    key: 'profitLoss',
    labelKey: 'centre_profit_loss',
    icon: 'chart',
    Page: lazyWithRetry(() => import('@/features/records/profit-loss/profit-loss-page'), 'ProfitLossPage'),
  },
  {
    key: 'bonusDetails',
    labelKey: 'centre_bonus_details',
    icon: 'gift',
    Page: lazyWithRetry(
      () => import('@/features/records/bonus-details/bonus-details-page'),
      'BonusDetailsPage',
    ),
  },
  {
    key: 'rewardCentre',
    labelKey: 'centre_reward_centre',
    icon: 'gift',
    badge: 'rewards',
    Page: lazyWithRetry(() => import('@/features/rewards/reward-centre-page'), 'RewardCentrePage'),
  },
  {
    key: 'inviteFriends',
    labelKey: 'centre_invite_friends',
    icon: 'users',
    badge: 'referrals',
    Page: lazyWithRetry(() => import('@/features/referral/invite-friends-page'), 'InviteFriendsPage'),
  },
  {
    key: 'missions',
    labelKey: 'centre_missions',
    icon: 'star',
    badge: 'missions',
    Page: lazyWithRetry(() => import('@/features/rewards/missions/missions-page'), 'MissionsPage'),
  },
  {
    key: 'saferGambling',
    labelKey: 'centre_safer_gambling',
    icon: 'shield',
    Page: lazyWithRetry(() => import('@/features/safer-gambling/safer-gambling-page'), 'SaferGamblingPage'),
  },
  {
    key: 'messages',
    labelKey: 'centre_messages',
    icon: 'chat',
    badge: 'messages',
    Page: lazyWithRetry(() => import('@/features/messages/messages-page'), 'MessagesPage'),
  },
] as const satisfies readonly MemberCentreRow[];

// The popup store (src/lib) may not import the app: the table names its page keys there instead.
declare module '@/lib/popup-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the table's
  interface MemberCentrePages extends Record<CentreKeys<typeof memberCentrePages>, true> {}
}

/** The member centre with its pages, as the popup registry opens it. */
export function MemberCentre(props: PopupPropsByName['memberCentre'] & { onClose: () => void }) {
  return <MemberCentrePopup {...props} pages={memberCentrePages} />;
}
