import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { centreKey, useMemberScope } from '@/core/account-scope';

/**
 * The member's picture, a path on the image hosts. The reference lists the call (protocol: every call,
 * `PROFPIC3`) but shows no caller: `{iconUrl}` is our design, and a bare path as the value is read too.
 */
export const memberIcon = endpoint({
  name: 'memberIcon',
  link: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.pipe(
    z.union([z.object({ iconUrl: z.nullish(z.string()) }), z.string(), z.null()]),
    z.transform((value) => (typeof value === 'string' ? value : (value?.iconUrl ?? null)) || null),
  ),
});

export function fetchMemberIcon(signal?: AbortSignal): Promise<string | null> {
  return request(memberIcon, { signal });
}

export function useMemberIcon() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...centreKey, 'icon', scope] as const,
    queryFn: ({ signal }) => fetchMemberIcon(signal),
    enabled: member && !trial,
    staleTime: Infinity,
    // Without it the initial stands in: nothing to retry or report.
    retry: false,
  });
}
