import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { env } from '@/config/env';
import { sessionStore } from '@/lib/storage';
import { centreKey, useMemberScope } from '../account-scope';

/**
 * Whether the merchant keeps a single wallet (product rules: member and agent data): the reference reads `value.isSingle`
 * (protocol: every call); 1 means one wallet, no transfers between wallets.
 */
export const merchantWallet = endpoint({
  name: 'merchantWallet',
  link: relay('GCS_merchantWallet'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.object({ isSingle: z.coerce.number() }),
});

/** Kept in session storage under merchantWallet, as the reference's start-up does, for the wallet pages. */
export async function fetchMerchantWallet(signal?: AbortSignal): Promise<{ single: boolean }> {
  const answer = await request(merchantWallet, { params: { merchantCode: env.VITE_MERCHANT_CODE }, signal });
  sessionStore.set('merchantWallet', String(answer.isSingle));
  return { single: answer.isSingle === 1 };
}

export function merchantWalletQuery(scope: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...centreKey, 'merchantWallet', scope] as const,
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
    enabled,
    staleTime: Infinity,
  });
}

export function useMerchantWallet() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(merchantWalletQuery(scope, member && !trial));
}
