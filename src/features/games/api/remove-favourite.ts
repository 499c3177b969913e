import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { favouriteActionInput, type FavouriteAction } from './add-favourite';

/** DELETE with the same body as adding (product rules: calls the public site makes; the reference sends it so too). */
export const removeFavourite = endpoint({
  name: 'removeFavourite',
  link: relay('MCSFE_removeFavoriteGameV2'),
  moduleId: 'GAMELOFAV3',
  method: 'DELETE',
  token: 'required',
  source: 'reference',
  response: z.unknown(),
});

export function sendRemoveFavourite(input: FavouriteAction): Promise<unknown> {
  return request(removeFavourite, { data: favouriteActionInput.parse(input) });
}

export function useRemoveFavourite() {
  return useMutation({ mutationFn: sendRemoveFavourite });
}
