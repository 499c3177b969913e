import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';

/** Adds a favourite: `{nodeId, vendor: <vassalage>, gameType}`, as the reference sends it. */
export const addFavourite = endpoint({
  name: 'addFavourite',
  link: relay('MCSFE_addFavoriteGameV2'),
  moduleId: 'GAMELOFAV3',
  method: 'POST',
  token: 'required',
  source: 'reference',
  response: z.unknown(),
});

/** Product rules: data the portal reads and keeps: the favourite action payload. */
export const favouriteActionInput = z.object({
  nodeId: z.string().check(z.minLength(1)),
  vendor: z.string(),
  gameType: z.string(),
});
export type FavouriteAction = z.infer<typeof favouriteActionInput>;

export function sendAddFavourite(input: FavouriteAction): Promise<unknown> {
  return request(addFavourite, { data: favouriteActionInput.parse(input) });
}

export function useAddFavourite() {
  return useMutation({ mutationFn: sendAddFavourite });
}
