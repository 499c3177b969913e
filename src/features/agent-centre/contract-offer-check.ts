import type { QueryClient } from '@tanstack/react-query';
import { openPopup } from '@/lib/popup-store';
import { askContracts, contractListKey } from './api/contracts';
import { consolidatedQuery } from './api/consolidated';
import { contractKinds, type ContractKindName } from './model/contract-pages';

/**
 * At an agent's login: when any contract of a kind the policy enables waits for its answer, the contract
 * popup opens. The lists it reads are the popup's own, so it opens without asking again.
 */
export async function checkContractOffers(queryClient: QueryClient, scope: string): Promise<void> {
  const kinds = await queryClient.fetchQuery(consolidatedQuery(scope, true));
  const names = (Object.keys(contractKinds) as ContractKindName[]).filter(
    (name) => kinds[contractKinds[name].flag],
  );
  const lists = await Promise.all(
    names.map((name) =>
      queryClient.fetchQuery({
        queryKey: contractListKey(scope, name),
        queryFn: ({ signal }) => askContracts(name, { action: 'list' }, signal),
        staleTime: 30_000,
      }),
    ),
  );
  if (lists.some((list) => list.received.some((c) => c.status === 'PENDING'))) openPopup('contract');
}
