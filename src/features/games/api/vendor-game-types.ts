import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/** A category item of product rules: data the portal reads and keeps: key, displayName (a translation key) and the vendors it lists. */
const categoryItem = z.object({
  key: z.string(),
  displayName: z._default(z.string(), ''),
  vendors: z._default(z.array(z.string()), []),
});
export type CategoryItem = z.infer<typeof categoryItem>;

/**
 * The classifications one vendor offers within a game type. The reference lists the call without a caller,
 * so the answer is ours; builds differ, and anything but a list of category items reads as none.
 */
export const vendorGameTypes = endpoint({
  name: 'vendorGameTypes',
  link: relay('GCSGAME_getVassGameType'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'optional',
  source: 'reference',
  response: z.catch(z.array(categoryItem), []),
});

export function fetchVendorGameTypes(
  vassalage: string,
  gameType: string,
  signal?: AbortSignal,
): Promise<CategoryItem[]> {
  return request(vendorGameTypes, { params: { vassalage, gameType }, signal });
}

/** The classifications one vendor offers within a game type. */
export function vendorGameTypesQuery(vassalage: string, gameType: string) {
  return queryOptions({
    queryKey: ['games', 'vendorGameTypes', vassalage, gameType] as const,
    queryFn: ({ signal }) => fetchVendorGameTypes(vassalage, gameType, signal),
    staleTime: 10 * 60_000,
  });
}

export function useVendorGameTypes(vassalage: string, gameType: string, enabled = true) {
  return useQuery({ ...vendorGameTypesQuery(vassalage, gameType), enabled });
}
