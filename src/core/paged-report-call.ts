import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { request, type AnswerOf, type Endpoint } from '@/api';
import { readEveryPage, type PageOfLines } from '@/components/paged-report/read-every-page';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import type { DayRange } from '@/lib/record-dates';

/**
 * How a paged report asks the server, the same for the member's records and the agent's reports: a day
 * range, the page's filters and a page, answered by a page of lines with the totals of the whole result.
 */
export type PagedReportCall = Endpoint<z.ZodMiniType<PageOfLines<unknown>>>;
export type ReportLine<C extends PagedReportCall> = AnswerOf<C>['content'][number];

export interface PageQuestion {
  range: DayRange;
  filters: RecordFilters;
  page: number;
}

/** A page with the question it answers, so the caption names its own range while the next one loads. */
export type PageAnswer<C extends PagedReportCall> = Omit<AnswerOf<C>, 'content'> & {
  content: ReportLine<C>[];
  asked: PageQuestion;
};

export const REPORT_PAGE_SIZE = 20;
/** The export follows totalPages at this size, so a backend capping pages lower still gives every line. */
export const REPORT_EXPORT_PAGE_SIZE = 100;

function pageParams(range: DayRange, filters: RecordFilters, page: number, pageSize: number) {
  return { ...filters, startDate: range.startDate, endDate: range.endDate, pageNo: page, pageSize };
}

/** One page of a report, cached under the owner's key followed by the question. */
export function reportPageQuery<C extends PagedReportCall>(
  call: C,
  key: readonly unknown[],
  question: PageQuestion,
) {
  return queryOptions({
    queryKey: [...key, question] as const,
    queryFn: async ({ signal }): Promise<PageAnswer<C>> => {
      const params = pageParams(question.range, question.filters, question.page, REPORT_PAGE_SIZE);
      const answer = await request(call, { params, signal });
      return { ...answer, content: answer.content as ReportLine<C>[], asked: question };
    },
    // The last answer stays on screen (marked busy) while the next filter's arrives, instead of a spinner.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every line the range and filters select, page after page, for the export. Not cached: a file is a snapshot. */
export function readWholeReport<C extends PagedReportCall>(
  call: C,
  range: DayRange,
  filters: RecordFilters,
): Promise<ReportLine<C>[]> {
  return readEveryPage((page) =>
    request(call, { params: pageParams(range, filters, page, REPORT_EXPORT_PAGE_SIZE) }).then((answer) => ({
      content: answer.content as ReportLine<C>[],
      totalPages: answer.totalPages,
    })),
  );
}
