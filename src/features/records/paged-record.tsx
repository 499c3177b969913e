import type { ReactNode } from 'react';
import { PagedReport, type PagedReportProps } from '@/components/paged-report/paged-report';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import { usePagedReportControls } from '@/core/use-paged-report-controls';
import {
  fetchWholeRecord,
  useRecordPage,
  type PagedRecordCall,
  type RecordAnswer,
  type RecordRow,
} from './records';
import { usePresetPrefetch } from './use-preset-prefetch';

/** What a record page says of its report: its columns, caption, totals and file name. */
type ReportWords<C extends PagedRecordCall, F extends RecordFilters> = Omit<
  PagedReportProps<RecordRow<C>, RecordAnswer<C>, F>,
  'controls' | 'query' | 'failure' | 'readAll' | 'filters'
>;

export type PagedRecordProps<C extends PagedRecordCall, F extends RecordFilters> = ReportWords<C, F> & {
  call: C;
  /** Read once, when the page opens. */
  initialFilters: F;
  /** The page's own filters, beside the dates. */
  filters?: (values: F, set: (name: keyof F & string, value: string) => void) => ReactNode;
};

/**
 * A record the server pages (betting, account, bonus): the paged report on the member's call, with the
 * first page of every preset fetched ahead once the page on screen has its answer.
 */
export function PagedRecord<C extends PagedRecordCall, F extends RecordFilters>({
  call,
  initialFilters,
  filters,
  ...report
}: PagedRecordProps<C, F>) {
  const { frame, question } = usePagedReportControls(initialFilters);
  const query = useRecordPage(call, question);
  usePresetPrefetch(call, question.filters, query.isSuccess && !query.isPlaceholderData);

  return (
    <PagedReport
      {...report}
      {...frame}
      query={query}
      filters={filters?.(frame.controls.filters, frame.controls.setFilter)}
      readAll={(range, values) => fetchWholeRecord(call, range, values)}
    />
  );
}
