import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
// The profile calls answer the same shape: it stays with the shared schemas.
import { memberInfo as memberInfoAnswer } from '@/api/schemas/member';
import { memberKeyRoot } from '../member-data-keys';
import { sessionScope } from '../session-scope';
import { selectToken, useSessionStore } from '../session-store';

/**
 * Who is logged in (product rules: account calls: `id`, `account`, `nickname`, `type`), read after login and
 * on every reload; the platform's fields as spec 5 (2.8) shows them: the VIP label with its colours, `regDate`
 * in ms, a masked `mobile`, `payee`, `mobileVerified`, `bindGA` (70779503151, 70542479384).
 */
export const memberInfo = endpoint({
  name: 'memberInfo',
  link: '/wps/member/info',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: memberInfoAnswer,
});

export const fetchMemberInfo = (signal?: AbortSignal) => request(memberInfo, { signal });

/** Keyed by the session's scope, never by the token itself. */
export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: [...memberKeyRoot, 'info', sessionScope(token)] as const,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Member info for the session's token; idle while nobody is logged in. */
export function useMemberInfo() {
  const token = useSessionStore(selectToken);
  return useQuery(memberInfoQuery(token));
}
