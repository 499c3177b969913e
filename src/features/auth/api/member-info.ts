import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api';

export const memberInfoQueryKey = ['member', 'info'] as const;

export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...memberInfoQueryKey, token] as const,
    queryFn: ({ signal }) => request('memberInfo', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
