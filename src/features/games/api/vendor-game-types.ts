import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api';

/** A category item of spec 1 section 3: key, displayName (a translation key) and the vendors it lists. */
const categoryItem = z.object({
  key: z.string(),
  displayName: z._default(z.string(), ''),
  vendors: z._default(z.array(z.string()), []),
});
export type CategoryItem = z.infer<typeof categoryItem>;

// The catalogue leaves this answer unparsed (builds differ); only a list of category items is used here.
const answer = z.catch(z.array(categoryItem), []);

export async function fetchVendorGameTypes(
  vassalage: string,
  gameType: string,
  signal?: AbortSignal,
): Promise<CategoryItem[]> {
  const value = await request('vendorGameTypes', { params: { vassalage, gameType }, signal });
  return answer.parse(value);
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
