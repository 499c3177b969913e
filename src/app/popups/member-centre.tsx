import { MemberCentrePopup, type CentrePages } from '@/features/member-centre';
import { MyAccountPage } from '@/features/my-account';
import { ensureActivityStrings } from '@/i18n';
import type { PopupPropsByName } from '@/lib/popup-store';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

/**
 * The member centre's pages are features of their own and the centre may not import them: they meet here,
 * in the popup host (decision 030). Each page is its own chunk, loaded by path when its entry is chosen,
 * except My account, the page the centre opens on: the cashier's QR code and the records' tables load only
 * when their entry is chosen.
 */
const pages: CentrePages = {
  securityCenter: MyAccountPage,
  transferFund: lazyWithRetry(() => import('@/features/wallet/my-wallet/my-wallet-page'), 'MyWalletPage'),
  depositv2: lazyWithRetry(() => import('@/features/deposit/deposit-page'), 'DepositPage'),
  withdraw: lazyWithRetry(() => import('@/features/withdraw/withdraw-page'), 'WithdrawPage'),
  transferUpline: lazyWithRetry(
    () => import('@/features/wallet/upline/upline-transfer-page'),
    'UplineTransferPage',
  ),
  personalHistoryCopy: lazyWithRetry(
    () => import('@/features/records/betting-record/betting-record-page'),
    'BettingRecordPage',
  ),
  transactionHistory: lazyWithRetry(
    () => import('@/features/records/account-record/account-record-page'),
    'AccountRecordPage',
  ),
  profitLoss: lazyWithRetry(
    () => import('@/features/records/profit-loss/profit-loss-page'),
    'ProfitLossPage',
  ),
  bonusDetails: lazyWithRetry(
    () => import('@/features/records/bonus-details/bonus-details-page'),
    'BonusDetailsPage',
  ),
  // My activities speaks the activities' strings, a part shared with the promotions page.
  rewardCentre: lazyWithRetry(
    () =>
      Promise.all([import('@/features/rewards/reward-centre-page'), ensureActivityStrings()]).then(
        ([m]) => m,
      ),
    'RewardCentrePage',
  ),
  inviteFriends: lazyWithRetry(() => import('@/features/referral/invite-friends-page'), 'InviteFriendsPage'),
  missions: lazyWithRetry(() => import('@/features/rewards/missions/missions-page'), 'MissionsPage'),
  messages: lazyWithRetry(() => import('@/features/messages/messages-page'), 'MessagesPage'),
};

/** The member centre with its pages, as the popup registry opens it. */
export function MemberCentre(props: PopupPropsByName['memberCentre'] & { onClose: () => void }) {
  return <MemberCentrePopup {...props} pages={pages} />;
}
