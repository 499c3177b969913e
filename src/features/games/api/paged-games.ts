import * as z from 'zod/mini';
import { game } from '@/api/schemas/games';

/** One page of a member's games (favourites, recent): `{content, pageNum, totalPages}` as the reference reads it. */
export const pagedGames = z.object({
  content: z.array(game),
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 0),
});
