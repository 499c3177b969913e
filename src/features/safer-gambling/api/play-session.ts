import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { memberKeyRoot } from '@/core/member-data-keys';

/**
 * The session the token belongs to: when it logged in, the net result of the bets settled since (payouts
 * minus stakes: negative is a loss) and how often the reality check comes (15, 30, 60; 0 for never). Our
 * design (mocks/README.md): the reality check and the header's session clock count from `loginTime`, so a
 * reload of the page does not start them over.
 */
export const playSession = endpoint({
  name: 'playSession',
  link: relay('MCS2_getPlaySession'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({ loginTime: text, netResult: amount, realityCheckMinutes: z.number() }),
});

export type PlaySession = z.infer<typeof playSession.response>;

export const fetchPlaySession = (signal?: AbortSignal) => request(playSession, { signal });

export const playSessionKey = [...memberKeyRoot, 'playSession'] as const;

export function playSessionQuery(scope: string, enabled = true) {
  return queryOptions({
    queryKey: [...playSessionKey, scope] as const,
    queryFn: ({ signal }) => fetchPlaySession(signal),
    enabled,
    // The net result is read again whenever the reality check asks; the login time never changes.
    staleTime: 30_000,
    retry: false,
  });
}

export function usePlaySession() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(playSessionQuery(scope, member && !trial));
}
