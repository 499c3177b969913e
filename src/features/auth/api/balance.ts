import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api';
import { selectToken, useSessionStore, walletKeyRoot } from '@/core';

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

export function useBalance() {
  const token = useSessionStore(selectToken);
  return useQuery(balanceQuery(token));
}
