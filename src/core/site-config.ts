import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, flattenWhitelabel } from '@/api';

const systemStatusQueryKey = ['site', 'status'] as const;

/** Site configuration and status (spec 1 section 4); fetched once per visit. */
export const systemStatusQuery = queryOptions({
  queryKey: systemStatusQueryKey,
  queryFn: ({ signal }) => request('systemStatus', { signal }),
  staleTime: Infinity,
  retry: 1,
  // Start-up has already asked twice (a try and its retry); the status gate shows that failure at once
  // instead of asking twice more. Its retry button asks again.
  retryOnMount: false,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}

export const whitelabelQuery = queryOptions({
  queryKey: ['site', 'whitelabel'] as const,
  queryFn: async ({ signal }) => flattenWhitelabel(await request('whitelabel', { signal })),
  staleTime: Infinity,
  retry: 1,
});

/**
 * Site flags (spec 1 section 3, whitelabelVal): the dedicated whitelabel call when it answers, otherwise
 * the tree inside the status. A flag absent from both counts as off.
 */
export function useSiteFlags(): Record<string, boolean> {
  const status = useSystemStatus();
  const whitelabel = useQuery(whitelabelQuery);
  if (whitelabel.data) return whitelabel.data;
  return status.data ? flattenWhitelabel(status.data.info.whitelabel) : {};
}
