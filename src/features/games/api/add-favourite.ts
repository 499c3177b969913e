import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api';

/** Spec 1 section 3: the favourite action payload. */
export const favouriteActionInput = z.object({
  nodeId: z.string().check(z.minLength(1)),
  vendor: z.string(),
  gameType: z.string(),
});
export type FavouriteAction = z.infer<typeof favouriteActionInput>;

export function addFavourite(input: FavouriteAction): Promise<unknown> {
  return request('addFavourite', { data: favouriteActionInput.parse(input) });
}

export function useAddFavourite() {
  return useMutation({ mutationFn: addFavourite });
}
