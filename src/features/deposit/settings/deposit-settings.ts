import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { useMemberScope } from '@/core/account-scope';
import { depositKey } from '@/core/money-keys';

/**
 * The site's deposit settings (spec 5, 2.4; live go444: `allowDeposit` Y): `N` closes the cashier. The
 * closing words `depositOffMessage` are what the member centre shows from a refusal (notes, response line);
 * read here too where a build sends them with the settings.
 */
export const depositSettings = endpoint({
  name: 'depositSettings',
  link: relay('MCSFE_getDepositSettings'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @2,477; 70542479384 @~640,500',
  response: z.looseObject({
    allowDeposit: z.string(),
    depositOffMessage: z.nullish(z.string()),
  }),
});

export interface DepositSettings {
  open: boolean;
  /** The site's own words when closed, as text; empty when it sends none. */
  closedMessage: string;
}

export function fetchDepositSettings(signal?: AbortSignal): Promise<DepositSettings> {
  return request(depositSettings, { signal }).then((value) => ({
    open: value.allowDeposit.toUpperCase() !== 'N',
    closedMessage: (value.depositOffMessage ?? '').replace(/<[^>]*>/g, ' ').trim(),
  }));
}

export function depositSettingsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...depositKey, 'settings', scope] as const,
    queryFn: ({ signal }) => fetchDepositSettings(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useDepositSettings() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(depositSettingsQuery(scope, member && !trial));
}
