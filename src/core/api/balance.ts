import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/api';
// The wallet transfer answers the same shape: it stays with the shared schemas.
import { balance as balanceAnswer } from '@/api/schemas/member';
import { walletKeyRoot } from '../member-data-keys';
import { sessionScope } from '../session-scope';
import { selectToken, useSessionStore } from '../session-store';

/**
 * The member's wallets. The reference catalogue lists the call (`balance`, COMM3, token); the answer is read
 * as the platform's own clients read it (spec 5, 2.3: 70779503151, 70542479384): `sumBalance`, the lines
 * (a list or an object), the currency with its symbol and place.
 */
export const balance = endpoint({
  name: 'balance',
  link: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: balanceAnswer,
});

// Under the wallet root: the end of a session drops it with the rest of the member's data.
export const balanceQueryKey = [...walletKeyRoot, 'balance'] as const;

export const fetchBalance = (signal?: AbortSignal) => request(balance, { params: { typeId: 0 }, signal });

/** Keyed by the session's scope, never by the token itself. */
export function balanceQuery(token: string | null) {
  return queryOptions({
    queryKey: [...balanceQueryKey, sessionScope(token)] as const,
    queryFn: ({ signal }) => fetchBalance(signal),
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
