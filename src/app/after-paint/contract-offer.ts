import type { AfterPaintService } from './after-paint-service';

/**
 * Once per login of an agent (never a visitor, a player or a trial account), and only when the agent
 * policy is on: the contract popup opens if an offer waits.
 */
export const contractOffer: AfterPaintService = {
  name: 'contract offer',
  subject: ({ identity, flags }) =>
    identity && identity.isAgent && !identity.trial && flags.AGENTPOLICY3 === true
      ? identity.customerId
      : null,
  load: async ({ queryClient, subject, signal }) => {
    const { checkContractOffers } = await import('@/features/agent-contracts/contract-offer-check');
    // Should the check fail, the offers still wait in the agent centre's contract pages.
    if (!signal.aborted) void checkContractOffers(queryClient, subject).catch(() => undefined);
    return undefined;
  },
};
