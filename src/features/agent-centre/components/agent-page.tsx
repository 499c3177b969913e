import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import type { AgentCentrePage } from '@/lib/popup-store';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

/** Each page of the centre is its own chunk: the popup's menu draws before any page's code arrives. */
const pages: Record<AgentCentrePage, ComponentType> = {
  agentAnnouncement: lazyWithRetry(
    () => import('./announcement/agent-announcement-page'),
    'AgentAnnouncementPage',
  ),
  agentTeamOverview: lazyWithRetry(() => import('./team-overview/team-overview-page'), 'TeamOverviewPage'),
  agentRegistration: lazyWithRetry(() => import('./registration/registration-page'), 'RegistrationPage'),
  agentTeamManagement: lazyWithRetry(
    () => import('./team-management/team-management-page'),
    'TeamManagementPage',
  ),
  agentDividend: lazyWithRetry(() => import('./contracts/contract-page'), 'DividendPage'),
  agentDailySalary: lazyWithRetry(() => import('./contracts/contract-page'), 'DailySalaryPage'),
  agentHourlySalary: lazyWithRetry(() => import('./contracts/contract-page'), 'HourlySalaryPage'),
  agentRealTimeSalary: lazyWithRetry(() => import('./contracts/contract-page'), 'RealTimeSalaryPage'),
  agentTeamBetting: lazyWithRetry(() => import('./reports/team-betting-page'), 'TeamBettingPage'),
  agentProfitLoss: lazyWithRetry(() => import('./reports/team-profit-loss-page'), 'TeamProfitLossPage'),
  agentIncome: lazyWithRetry(() => import('./reports/my-income-page'), 'MyIncomePage'),
  agentTransactions: lazyWithRetry(() => import('./reports/team-transactions-page'), 'TeamTransactionsPage'),
};

/** The chosen page, loaded with its own chunk behind an error boundary. */
export function AgentPage({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation();
  const Page = pages[page];
  return (
    <LazyPage resetKey={page} failedTitle={t('agent_page_failed')}>
      <Page />
    </LazyPage>
  );
}
