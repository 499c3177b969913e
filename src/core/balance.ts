import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { walletKeyRoot } from './member-data';
import { selectToken, useSessionStore } from './session-store';

// Under the wallet root: the end of a session drops it with the rest of the member's data.
export const balanceQueryKey = [...walletKeyRoot, 'balance'] as const;

export function balanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...balanceQueryKey, token] as const,
    queryFn: ({ signal }) => request('balance', { params: { typeId: 0 }, signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** The member's wallets (the header's balance and the member centre's wallet page read the same answer). */
export function useBalance() {
  const token = useSessionStore(selectToken);
  return useQuery(balanceQuery(token));
}
