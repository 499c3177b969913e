import { selectIdentity, selectToken, useSessionStore, walletKeyRoot } from '@/core';

/**
 * Points are money: their answers live under the wallet root, so the end of a session drops them and a
 * money refresh (after a conversion) reads them again with the wallet. Keys hold the member's id, never
 * the token.
 */
export const pointsKey = [...walletKeyRoot, 'points'] as const;

export const HISTORY_PAGE_SIZE = 10;

/** Whose points these are, and whether they may be read (a logged-in, non-trial member). */
export function usePointsScope(): { scope: string; enabled: boolean } {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return {
    scope: identity?.customerId ?? 'none',
    enabled: token !== null && identity !== null && !identity.trial,
  };
}

/** The rules and the catalogue are the shop window: everyone sees them, a visitor under the scope 'guest'. */
export function useShopWindowScope(): string {
  const token = useSessionStore(selectToken);
  const { scope } = usePointsScope();
  return token === null ? 'guest' : scope;
}
