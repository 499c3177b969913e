import { queryOptions } from '@tanstack/react-query';
import { request, type RegisterFieldRule } from '@/api';

/** Register settings, read here only for the password and mobile rules. */
export const fieldRulesQuery = queryOptions({
  queryKey: ['auth', 'fieldRules'] as const,
  queryFn: async ({ signal }): Promise<Record<string, RegisterFieldRule>> =>
    request('registerSettings', { signal }),
  staleTime: 10 * 60_000,
  retry: 1,
});
