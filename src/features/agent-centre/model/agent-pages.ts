import type { IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import type { AgentCentrePage } from '@/lib/popup-store';
import type { ContractKinds } from './contract-kinds';

export interface AgentEntry {
  page: AgentCentrePage;
  labelKey: TranslationKey;
  icon: IconName;
  /** Contract entries show only when the consolidated data enables their kind (spec 4 section 7). */
  contract?: keyof ContractKinds;
}

/** The agent centre menu, in the order of spec 2 section 2. */
export const agentEntries: readonly AgentEntry[] = [
  { page: 'agentAnnouncement', labelKey: 'agent_menu_announcement', icon: 'chat' },
  { page: 'agentTeamOverview', labelKey: 'agent_menu_team_overview', icon: 'chart' },
  { page: 'agentRegistration', labelKey: 'agent_menu_registration', icon: 'user' },
  { page: 'agentTeamManagement', labelKey: 'agent_menu_team_management', icon: 'users' },
  { page: 'agentTeamBetting', labelKey: 'agent_menu_team_betting', icon: 'star' },
  { page: 'agentProfitLoss', labelKey: 'agent_menu_profit_loss', icon: 'chart' },
  { page: 'agentIncome', labelKey: 'agent_menu_income', icon: 'wallet' },
  { page: 'agentTransactions', labelKey: 'agent_menu_transactions', icon: 'refresh' },
  { page: 'agentDividend', labelKey: 'agent_menu_dividend', icon: 'gift', contract: 'dividend' },
  { page: 'agentDailySalary', labelKey: 'agent_menu_daily_salary', icon: 'shield', contract: 'dailySalary' },
  {
    page: 'agentHourlySalary',
    labelKey: 'agent_menu_hourly_salary',
    icon: 'shield',
    contract: 'hourlySalary',
  },
  {
    page: 'agentRealTimeSalary',
    labelKey: 'agent_menu_realtime_salary',
    icon: 'shield',
    contract: 'realtimeSalary',
  },
];

export const AGENT_CENTRE_HOME: AgentCentrePage = 'agentTeamOverview';

/** The entries the agent may see: every contract entry whose kind is off is left out. */
export function visibleEntries(kinds: ContractKinds): AgentEntry[] {
  return agentEntries.filter((entry) => !entry.contract || kinds[entry.contract]);
}

/** The entry a page key belongs to among those shown; an unknown or hidden key is the team overview. */
export function entryOf(page: AgentCentrePage | undefined, entries: readonly AgentEntry[]): AgentEntry {
  return (
    entries.find((entry) => entry.page === page) ??
    entries.find((entry) => entry.page === AGENT_CENTRE_HOME) ??
    agentEntries[1]!
  );
}
