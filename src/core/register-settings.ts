import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRegisterSettings } from './api/register-settings';
import { systemStatusQuery, type RegisterSettings } from './api/system-status';

export type { RegisterSettings } from './api/system-status';

/**
 * The registration field rules: the registration form builds its schema from them, and the login and
 * password forms take their password and mobile rules. The status answer's rule map (product rules: start-up answer) is
 * used when it carries one; otherwise the separate settings call is asked. One cache entry for all of
 * them, five minutes fresh: a rule changed in the back office reaches a form opened a few minutes later,
 * while forms opened one after the other share one call.
 */
export const registerSettingsQuery = queryOptions({
  queryKey: ['site', 'registerSettings'] as const,
  queryFn: async ({ client, signal }): Promise<RegisterSettings> => {
    const fromStatus = client.getQueryData(systemStatusQuery.queryKey)?.info.register.rules;
    return fromStatus ?? fetchRegisterSettings(signal);
  },
  staleTime: 5 * 60_000,
});

/** The register settings, or a view of them (`select`, e.g. the registration form's normalised rules). */
export function useRegisterSettings<T = RegisterSettings>(select?: (settings: RegisterSettings) => T) {
  return useQuery({ ...registerSettingsQuery, select });
}
