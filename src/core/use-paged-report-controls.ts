import { useTranslation } from 'react-i18next';
import { serverNow } from '@/api';
import { useRecordFilters, type RecordFilters } from '@/components/record-table/use-record-filters';
import { failureText } from './failure-text';
import type { PageQuestion } from './paged-report-call';

/**
 * What every paged report starts from, whoever asks (member or agent): the range, filters and page on the
 * server's clock and a failure in words (the report's `frame`), and the question they make for the page's
 * call.
 */
export function usePagedReportControls<F extends RecordFilters>(initialFilters: F) {
  const { t } = useTranslation();
  const controls = useRecordFilters(initialFilters, serverNow);
  const question: PageQuestion = { range: controls.range, filters: controls.filters, page: controls.page };
  /** The paged report's own props that come from here. */
  const frame = { controls, failure: (error: unknown) => failureText(t, error) };
  return { frame, question };
}
