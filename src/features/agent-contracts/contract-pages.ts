import type { TranslationKey } from '@/i18n';
import type { AgentCentrePage } from '@/lib/popup-store';
import type { ContractKinds } from '@/core/contract-kinds';

export type ContractKindName = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

/** The fields an offer of the kind asks for, beyond the downline (product rules: member and agent data's contract fields). */
export type OfferField =
  | 'periodValidBet'
  | 'periodProfitLoss'
  | 'activeMembers'
  | 'dailyBet'
  | 'hourlyBet'
  | 'rate'
  | 'profitRate'
  | 'lossRate'
  | 'singleBetRate'
  | 'minBet'
  | 'minActiveMembers';

export interface ContractKindInfo {
  page: AgentCentrePage;
  flag: keyof ContractKinds;
  titleKey: TranslationKey;
  /** Real-time salary settles every 5 minutes: it has no period to choose. */
  hasPeriod: boolean;
  fields: readonly OfferField[];
}

export const contractKinds: Record<ContractKindName, ContractKindInfo> = {
  DIVIDEND: {
    page: 'agentDividend',
    flag: 'dividend',
    titleKey: 'agent_menu_dividend',
    hasPeriod: true,
    fields: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'],
  },
  DAILY_SALARY: {
    page: 'agentDailySalary',
    flag: 'dailySalary',
    titleKey: 'agent_menu_daily_salary',
    hasPeriod: true,
    fields: ['dailyBet', 'activeMembers', 'rate'],
  },
  HOURLY_SALARY: {
    page: 'agentHourlySalary',
    flag: 'hourlySalary',
    titleKey: 'agent_menu_hourly_salary',
    hasPeriod: true,
    fields: ['hourlyBet', 'activeMembers', 'rate'],
  },
  REALTIME_SALARY: {
    page: 'agentRealTimeSalary',
    flag: 'realtimeSalary',
    titleKey: 'agent_menu_realtime_salary',
    hasPeriod: false,
    fields: ['profitRate', 'lossRate', 'singleBetRate', 'minBet', 'minActiveMembers'],
  },
};

/** Fields in reais (the rest are percentages or member counts). */
export const moneyFields: ReadonlySet<OfferField> = new Set([
  'periodValidBet',
  'periodProfitLoss',
  'dailyBet',
  'hourlyBet',
  'minBet',
]);

export const salaryPeriods = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
