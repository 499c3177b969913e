import { useQuery } from '@tanstack/react-query';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import type { DayRange } from '@/lib/record-dates';
import { useMemberScope } from '@/core/account-scope';
import { recordsKey } from '@/core/money-keys';
import {
  readWholeReport,
  reportPageQuery,
  type PageAnswer,
  type PageQuestion,
  type ReportLine,
} from '@/core/paged-report-call';
import { memberBets } from './betting-record/member-bets';
import { memberBonuses } from './bonus-details/member-bonuses';
import { memberTransactions } from '@/core/api/member-transactions';

/**
 * The member's three paged records, asked as every paged report is (`src/core/paged-report-call.ts`). Keys
 * sit under the records root and the member's id: a money action refreshes them, another login never reads
 * them.
 */
const pagedRecords = { memberBets, memberTransactions, memberBonuses } as const;

export type PagedRecordCall = keyof typeof pagedRecords;
export type RecordRow<C extends PagedRecordCall> = ReportLine<(typeof pagedRecords)[C]>;
export type RecordAnswer<C extends PagedRecordCall> = PageAnswer<(typeof pagedRecords)[C]>;

export function recordPageQuery<C extends PagedRecordCall>(call: C, scope: string, question: PageQuestion) {
  return reportPageQuery(pagedRecords[call], [...recordsKey, scope, call], question);
}

export function useRecordPage<C extends PagedRecordCall>(call: C, question: PageQuestion) {
  const { scope, member, trial } = useMemberScope();
  return useQuery({ ...recordPageQuery(call, scope, question), enabled: member && !trial });
}

/** Every line of a filtered record, for the export, with the same range and filters as the table. */
export function fetchWholeRecord<C extends PagedRecordCall>(
  call: C,
  range: DayRange,
  filters: RecordFilters,
): Promise<RecordRow<C>[]> {
  return readWholeReport(pagedRecords[call], range, filters);
}
