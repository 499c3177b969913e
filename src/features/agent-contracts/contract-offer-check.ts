import type { QueryClient } from '@tanstack/react-query';
import { openPopupInTurn } from '@/lib/popup-store';
import { consolidatedQuery } from '@/core/api/consolidated';
import { contractListQuery, kindNamesOf } from './api/contracts';

/**
 * At an agent's login: when the consolidated data says an offer waits (its `*req` fields, as the
 * reference's `hasContract` reads them), the contract popup opens. The waiting kinds' lists are read
 * first, so the popup paints them at once; one that fails is asked again by the popup itself. It waits its
 * turn behind any dialog open (the announcements of the login, say).
 */
export async function checkContractOffers(queryClient: QueryClient, scope: string): Promise<void> {
  const { offers } = await queryClient.fetchQuery(consolidatedQuery(scope, true));
  const names = kindNamesOf(offers);
  if (names.length === 0) return;
  await Promise.allSettled(names.map((name) => queryClient.fetchQuery(contractListQuery(scope, name))));
  openPopupInTurn('contract', {});
}
