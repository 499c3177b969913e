import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverNow } from '@/api';
import { useMemberScope } from '@/core/account-scope';
import type { RecordFilters } from '@/components/record-table/use-record-filters';
import { recordPageQuery, type PagedRecordCall } from './records';
import { presetRange, rangePresets } from '@/lib/record-dates';

/**
 * Once the page on screen has its answer, the first page of every preset is asked for in the background
 * (a page of 20 lines each), so a click on Today or Last 30 days paints from the cache instead of waiting
 * for the network. Answers still fresh are not asked again.
 */
export function usePresetPrefetch(call: PagedRecordCall, filters: RecordFilters, ready: boolean): void {
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  useEffect(() => {
    if (!ready) return;
    const now = serverNow();
    for (const preset of rangePresets) {
      const query = { range: presetRange(preset, now), filters, page: 1 };
      void queryClient.prefetchQuery(recordPageQuery(call, scope, query));
    }
  }, [ready, call, scope, filters, queryClient]);
}
