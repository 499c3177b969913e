import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@/api';
import { walletKeyRoot } from '../member-data-keys';
import { sessionScope } from '../session-scope';
import { selectToken, useSessionStore } from '../session-store';

// Under the wallet root: the end of a session drops it with the rest of the member's data.
export const balanceQueryKey = [...walletKeyRoot, 'balance'] as const;

/**
 * Keyed by the session's scope, never by the token itself. The call and its schema load with the first
 * read: a visitor's first screen does not carry them.
 */
export function balanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...balanceQueryKey, sessionScope(token)] as const,
    queryFn: ({ signal }): Promise<Balance> => import('./balance').then((m) => m.fetchBalance(signal)),
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
