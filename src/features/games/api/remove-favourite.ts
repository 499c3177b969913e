import { useMutation } from '@tanstack/react-query';
import { request } from '@/api';
import { favouriteActionInput, type FavouriteAction } from './add-favourite';

/** DELETE with the same body as adding (spec 1 section 7). */
export function removeFavourite(input: FavouriteAction): Promise<unknown> {
  return request('removeFavourite', { data: favouriteActionInput.parse(input) });
}

export function useRemoveFavourite() {
  return useMutation({ mutationFn: removeFavourite });
}
