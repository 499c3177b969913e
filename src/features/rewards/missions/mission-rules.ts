import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { missionsKey } from './mission-summary';

/** The rules as plain text, or `{content}`: our design (the member centre shows the call, not its fields). */
const rules = z.union([
  z.pipe(
    z.string(),
    z.transform((content) => ({ content })),
  ),
  z.object({ content: text }),
]);

export const missionRules = endpoint({
  name: 'missionRules',
  link: relay('MCSFE_getMissionRules'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~876,000',
  response: rules,
});

export function missionRulesQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...missionsKey, 'rules', scope] as const,
    queryFn: ({ signal }) => request(missionRules, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useMissionRules() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(missionRulesQuery(scope, member && !trial));
}
