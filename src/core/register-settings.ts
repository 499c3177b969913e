import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type RegisterFieldRule } from '@/api';

export type RegisterSettings = Record<string, RegisterFieldRule>;

/**
 * The server's registration settings and field rules (/wps/system/setting/register): the registration form
 * builds its schema from them, and the login and password forms take their password and mobile rules.
 * One cache entry for all of them. Five minutes fresh (the registration form's lifetime, the stricter of
 * the two it replaces): a rule changed in the back office reaches a form opened a few minutes later,
 * while forms opened one after the other share one call. Failures get the app's one quiet retry.
 */
export const registerSettingsQuery = queryOptions({
  queryKey: ['site', 'registerSettings'] as const,
  queryFn: ({ signal }): Promise<RegisterSettings> => request('registerSettings', { signal }),
  staleTime: 5 * 60_000,
});

/** The register settings, or a view of them (`select`, e.g. the registration form's normalised rules). */
export function useRegisterSettings<T = RegisterSettings>(select?: (settings: RegisterSettings) => T) {
  return useQuery({ ...registerSettingsQuery, select });
}
