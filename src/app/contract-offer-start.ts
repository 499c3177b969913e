import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { selectIdentity, useSessionStore, useSiteFlags } from '@/core';

/**
 * Once per login of an agent (never a visitor, a player or a trial account), and only when the agent
 * policy is on: the contract popup opens if an offer waits. Its code is a chunk of its own, after the
 * first paint.
 */
export function useContractOfferStart(): void {
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  const identity = useSessionStore(selectIdentity);
  const policy = useSiteFlags().AGENTPOLICY3 === true;
  const agentId = identity && identity.isAgent && !identity.trial && policy ? identity.customerId : null;

  useEffect(() => {
    if (!painted || agentId === null) return undefined;
    let cancelled = false;
    import('@/features/agent-centre/contract-offer-check').then(
      ({ checkContractOffers }) => {
        if (!cancelled) void checkContractOffers(queryClient, agentId).catch(() => undefined);
      },
      // Without the chunk the offers still wait in the agent centre's contract pages.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [painted, agentId, queryClient]);
}
