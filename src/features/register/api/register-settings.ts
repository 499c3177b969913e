import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { normalizeRules } from '../model/register-fields';

/** The server's registration field rules (spec 1 section 7, /wps/system/setting/register). */
export async function fetchRegisterRules(signal?: AbortSignal) {
  return normalizeRules(await request('registerSettings', { signal }));
}

export const registerRulesQuery = queryOptions({
  queryKey: ['register', 'rules'] as const,
  queryFn: ({ signal }) => fetchRegisterRules(signal),
  staleTime: 5 * 60_000,
});

export const useRegisterRules = () => useQuery(registerRulesQuery);
