import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { depositKey } from '@/core/money-keys';

const depositChannel = z.object({
  channelId: id,
  channelType: z.string(),
  channelName: text,
  minAmount: amount,
  maxAmount: amount,
  presetAmounts: z._default(z.array(amount), []),
});
export type DepositChannel = z.infer<typeof depositChannel>;

/** The merchant's deposit channels with their limits and preset amounts (our design, mocks/README.md). */
export const depositChannels = endpoint({
  name: 'depositChannels',
  link: relay('PAYFE_getDepositChannels'),
  moduleId: 'DEPOSIT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({ list: z.array(depositChannel) }),
});

export function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return request(depositChannels, { signal }).then((answer) => answer.list);
}

export function depositChannelsQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...depositKey, 'channels', scope] as const,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useDepositChannels() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(depositChannelsQuery(scope, member && !trial));
}
