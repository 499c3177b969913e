import { useQuery } from '@tanstack/react-query';
import { agentKey, useAgentScope } from '@/core/agent-scope';
import {
  reportPageQuery,
  type PageAnswer,
  type PageQuestion,
  type ReportLine,
} from '@/core/paged-report-call';
import type { agentIncome } from './income/agent-income';
import type { teamBetting } from './team-betting/team-betting';
import type { teamProfitLoss } from './profit-loss/team-profit-loss';
import type { teamTransactions } from './transactions/team-transactions';

/**
 * The agent centre's four reports (each its own endpoint module), asked as every paged report is
 * (`src/core/paged-report-call.ts`), under the agent's key.
 */
export type ReportCall =
  typeof teamBetting | typeof teamProfitLoss | typeof agentIncome | typeof teamTransactions;
export type ReportRow<C extends ReportCall> = ReportLine<C>;
export type ReportAnswer<C extends ReportCall> = PageAnswer<C>;

export function agentReportPageQuery<C extends ReportCall>(call: C, scope: string, question: PageQuestion) {
  return reportPageQuery(call, [...agentKey, 'report', scope, call.name], question);
}

export function useReportPage<C extends ReportCall>(call: C, question: PageQuestion) {
  const { scope, agent } = useAgentScope();
  return useQuery({ ...agentReportPageQuery(call, scope, question), enabled: agent });
}
