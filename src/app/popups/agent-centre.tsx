import type { CentreKeys } from '@/components/centre-layout/centre-pages';
import { AgentCentrePopup, type AgentCentreRow } from '@/features/agent-centre';
import type { AgentCentrePage, PopupPropsByName } from '@/lib/popup-store';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

/**
 * The agent centre's pages, in the menu's order (product rules: member and agent centres), by page key: the product names
 * agentTeamOverview, its default; the others are ours. The pages are the agent features' own (agent-team,
 * agent-reports, agent-contracts) and meet the centre here, in the popup host (decision 030). Each is its own
 * chunk, loaded by path when its entry is chosen: the popup's menu draws before any page's code arrives.
 */
const agentCentrePages = [
  {
    key: 'agentAnnouncement',
    labelKey: 'agent_menu_announcement',
    icon: 'chat',
    Page: lazyWithRetry(
      () => import('@/features/agent-centre/announcement/agent-announcement-page'),
      'AgentAnnouncementPage',
    ),
  },
  {
    key: 'agentTeamOverview',
    labelKey: 'agent_menu_team_overview',
    icon: 'chart',
    Page: lazyWithRetry(
      () => import('@/features/agent-team/overview/team-overview-page'),
      'TeamOverviewPage',
    ),
  },
  {
    key: 'agentRegistration',
    labelKey: 'agent_menu_registration',
    icon: 'user',
    Page: lazyWithRetry(
      () => import('@/features/agent-team/registration/registration-page'),
      'RegistrationPage',
    ),
  },
  {
    key: 'agentTeamManagement',
    labelKey: 'agent_menu_team_management',
    icon: 'users',
    Page: lazyWithRetry(
      () => import('@/features/agent-team/management/team-management-page'),
      'TeamManagementPage',
    ),
  },
  {
    key: 'agentTeamBetting',
    labelKey: 'agent_menu_team_betting',
    icon: 'star',
    Page: lazyWithRetry(
      () => import('@/features/agent-reports/team-betting/team-betting-page'),
      'TeamBettingPage',
    ),
  },
  {
    key: 'agentProfitLoss',
    labelKey: 'agent_menu_profit_loss',
    icon: 'chart',
    Page: lazyWithRetry(
      () => import('@/features/agent-reports/profit-loss/team-profit-loss-page'),
      'TeamProfitLossPage',
    ),
  },
  {
    key: 'agentIncome',
    labelKey: 'agent_menu_income',
    icon: 'wallet',
    Page: lazyWithRetry(() => import('@/features/agent-reports/income/my-income-page'), 'MyIncomePage'),
  },
  {
    key: 'agentTransactions',
    labelKey: 'agent_menu_transactions',
    icon: 'refresh',
    Page: lazyWithRetry(
      () => import('@/features/agent-reports/transactions/team-transactions-page'),
      'TeamTransactionsPage',
    ),
  },
  {
    key: 'agentDividend',
    labelKey: 'agent_menu_dividend',
    icon: 'gift',
    contract: 'dividend',
    Page: lazyWithRetry(() => import('@/features/agent-contracts/contract-page'), 'DividendPage'),
  },
  {
    key: 'agentDailySalary',
    labelKey: 'agent_menu_daily_salary',
    icon: 'shield',
    contract: 'dailySalary',
    Page: lazyWithRetry(() => import('@/features/agent-contracts/contract-page'), 'DailySalaryPage'),
  },
  {
    key: 'agentHourlySalary',
    labelKey: 'agent_menu_hourly_salary',
    icon: 'shield',
    contract: 'hourlySalary',
    Page: lazyWithRetry(() => import('@/features/agent-contracts/contract-page'), 'HourlySalaryPage'),
  },
  {
    key: 'agentRealTimeSalary',
    labelKey: 'agent_menu_realtime_salary',
    icon: 'shield',
    contract: 'realtimeSalary',
    Page: lazyWithRetry(() => import('@/features/agent-contracts/contract-page'), 'RealTimeSalaryPage'),
  },
] as const satisfies readonly AgentCentreRow[];

// The popup store (src/lib) may not import the app: the table names its page keys there instead.
declare module '@/lib/popup-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the table's
  interface AgentCentrePages extends Record<CentreKeys<typeof agentCentrePages>, true> {}
}

const home: AgentCentrePage = 'agentTeamOverview';

/** The agent centre with its pages, as the popup registry opens it. */
export function AgentCentre(props: PopupPropsByName['agentCentre'] & { onClose: () => void }) {
  return <AgentCentrePopup {...props} pages={agentCentrePages} home={home} />;
}
