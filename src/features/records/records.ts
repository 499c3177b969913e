import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request, type AnswerOf } from '@/api';
import { readEveryPage } from '@/components/paged-report/read-every-page';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import type { DayRange } from '@/lib/record-dates';
import { memberBets } from './betting-record/member-bets';
import { memberBonuses } from './bonus-details/member-bonuses';
import { memberTransactions } from './account-record/member-transactions';
import { useMemberScope } from '@/core/account-scope';
import { recordsKey } from '@/core/money-keys';

/**
 * The member's three paged records, asked alike: a day range, filters and a page. Keys sit under the
 * records root and the member's id: a money action refreshes them, another login never reads them.
 */
const pagedRecords = { memberBets, memberTransactions, memberBonuses } as const;

export type PagedRecordCall = keyof typeof pagedRecords;
type PageOf<C extends PagedRecordCall> = AnswerOf<(typeof pagedRecords)[C]>;
export type RecordRow<C extends PagedRecordCall> = PageOf<C>['content'][number];

export interface RecordQuery {
  range: DayRange;
  filters: RecordFilters;
  page: number;
}

/**
 * A page of a record with the question it answers: while the next filter's page loads, the one on screen
 * still names its own range in the caption.
 */
export type RecordAnswer<C extends PagedRecordCall> = Omit<PageOf<C>, 'content'> & {
  content: RecordRow<C>[];
  asked: RecordQuery;
};

export const RECORD_PAGE_SIZE = 20;
/**
 * The export reads the records in pages this large and follows totalPages, so a backend that caps the
 * page size lower still gives every line.
 */
export const EXPORT_PAGE_SIZE = 100;

function fetchRecordPage<C extends PagedRecordCall>(
  call: C,
  range: DayRange,
  filters: RecordFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageOf<C>> {
  const params = { ...filters, startDate: range.startDate, endDate: range.endDate, pageNo: page, pageSize };
  return request(pagedRecords[call], { params, signal }) as Promise<PageOf<C>>;
}

export function recordPageQuery<C extends PagedRecordCall>(call: C, scope: string, query: RecordQuery) {
  return queryOptions({
    queryKey: [...recordsKey, scope, call, query] as const,
    queryFn: async ({ signal }): Promise<RecordAnswer<C>> => {
      const answer = await fetchRecordPage(
        call,
        query.range,
        query.filters,
        query.page,
        RECORD_PAGE_SIZE,
        signal,
      );
      return { ...answer, content: answer.content as RecordRow<C>[], asked: query };
    },
    // The table keeps the last answer on screen while the next filter's arrives, instead of a spinner.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useRecordPage<C extends PagedRecordCall>(call: C, query: RecordQuery) {
  const { scope, member, trial } = useMemberScope();
  return useQuery({ ...recordPageQuery(call, scope, query), enabled: member && !trial });
}

/** Every line of a filtered record, for the export, with the same range and filters as the table. */
export function fetchWholeRecord<C extends PagedRecordCall>(
  call: C,
  range: DayRange,
  filters: RecordFilters,
): Promise<RecordRow<C>[]> {
  return readEveryPage((page) =>
    fetchRecordPage(call, range, filters, page, EXPORT_PAGE_SIZE).then((answer) => ({
      content: answer.content as RecordRow<C>[],
      totalPages: answer.totalPages,
    })),
  );
}
