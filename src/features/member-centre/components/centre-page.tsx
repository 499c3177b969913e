import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import { ensureActivityStrings } from '@/i18n';
import type { MemberCentrePage } from '@/lib/popup-store';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { ComingSoon } from './coming-soon';
import { MyAccountPage } from './my-account-page';

/**
 * Each page of the centre is its own chunk, except My account, the page it opens on: the cashier's QR
 * code and the records' tables load only when their entry is chosen.
 */
const pages: Partial<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: MyAccountPage,
  transferFund: lazyWithRetry(() => import('./my-wallet-page'), 'MyWalletPage'),
  depositv2: lazyWithRetry(() => import('./deposit/deposit-page'), 'DepositPage'),
  withdraw: lazyWithRetry(() => import('./withdraw/withdraw-page'), 'WithdrawPage'),
  transferUpline: lazyWithRetry(() => import('./upline/upline-transfer-page'), 'UplineTransferPage'),
  personalHistoryCopy: lazyWithRetry(() => import('./records/betting-record-page'), 'BettingRecordPage'),
  transactionHistory: lazyWithRetry(() => import('./records/account-record-page'), 'AccountRecordPage'),
  profitLoss: lazyWithRetry(() => import('./records/profit-loss-page'), 'ProfitLossPage'),
  bonusDetails: lazyWithRetry(() => import('./records/bonus-details-page'), 'BonusDetailsPage'),
  // My activities speaks the activities' strings, a part shared with the promotions page.
  rewardCentre: lazyWithRetry(
    () =>
      Promise.all([import('./reward-centre/reward-centre-page'), ensureActivityStrings()]).then(([m]) => m),
    'RewardCentrePage',
  ),
  inviteFriends: lazyWithRetry(() => import('./invite/invite-friends-page'), 'InviteFriendsPage'),
  missions: lazyWithRetry(() => import('./missions/missions-page'), 'MissionsPage'),
  messages: lazyWithRetry(() => import('./messages/messages-page'), 'MessagesPage'),
};

/** The chosen page, or an honest "coming soon" for the entries not open yet. */
export function CentrePage({ page, label }: { page: MemberCentrePage; label: string }) {
  const { t } = useTranslation();
  const Page = pages[page];
  if (!Page) return <ComingSoon page={label} />;
  return (
    <LazyPage resetKey={page} failedTitle={t('centre_page_failed')}>
      <Page />
    </LazyPage>
  );
}
