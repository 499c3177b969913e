import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AnswerOf } from '@/api';
import { readEveryPage } from '@/components/paged-report/read-every-page';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import type { DayRange } from '@/lib/record-dates';
import type { agentIncome } from './income/agent-income';
import { agentKey, useAgentScope } from '@/core/agent-scope';
import type { teamBetting } from './team-betting/team-betting';
import type { teamProfitLoss } from './profit-loss/team-profit-loss';
import type { teamTransactions } from './transactions/team-transactions';

/**
 * The fetch shape the agent centre's four reports share (each its own endpoint module): a date range, the
 * page's filters and a page, answered by a page of lines with the totals of the whole result.
 */
export type ReportCall =
  typeof teamBetting | typeof teamProfitLoss | typeof agentIncome | typeof teamTransactions;
export type ReportRow<C extends ReportCall> = AnswerOf<C>['content'][number];

export interface ReportQuery {
  range: DayRange;
  filters: RecordFilters;
  page: number;
}

/** A page with the question it answers, so the caption names its own range while the next one loads. */
export type ReportAnswer<C extends ReportCall> = Omit<AnswerOf<C>, 'content'> & {
  content: ReportRow<C>[];
  asked: ReportQuery;
};

export const REPORT_PAGE_SIZE = 20;
/** The export follows totalPages at this size, so a backend capping pages lower still gives every line. */
export const REPORT_EXPORT_PAGE_SIZE = 100;

function reportParams(range: DayRange, filters: RecordFilters, page: number, pageSize: number) {
  return { ...filters, startDate: range.startDate, endDate: range.endDate, pageNo: page, pageSize };
}

export function reportPageQuery<C extends ReportCall>(call: C, scope: string, query: ReportQuery) {
  return queryOptions({
    queryKey: [...agentKey, 'report', scope, call.name, query] as const,
    queryFn: async ({ signal }): Promise<ReportAnswer<C>> => {
      const answer = await request(call, {
        params: reportParams(query.range, query.filters, query.page, REPORT_PAGE_SIZE),
        signal,
      });
      return { ...answer, content: answer.content as ReportRow<C>[], asked: query };
    },
    // The last answer stays on screen (marked busy) while the next filter's arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useReportPage<C extends ReportCall>(call: C, query: ReportQuery) {
  const { scope, agent } = useAgentScope();
  return useQuery({ ...reportPageQuery(call, scope, query), enabled: agent });
}

/** Every line the filters select, page after page, for the export. Not cached: a file is a snapshot. */
export function fetchWholeReport<C extends ReportCall>(
  call: C,
  range: DayRange,
  filters: RecordFilters,
): Promise<ReportRow<C>[]> {
  return readEveryPage((page) =>
    request(call, { params: reportParams(range, filters, page, REPORT_EXPORT_PAGE_SIZE) }).then((answer) => ({
      content: answer.content as ReportRow<C>[],
      totalPages: answer.totalPages,
    })),
  );
}
