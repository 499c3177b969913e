import * as z from 'zod/mini';
import { amount } from '@/api/schemas/common';

/**
 * What the four reports share (our design, mocks/README.md "Agent centre reports"): the paging of the
 * member's records, and figures that default to 0 and levels to 1 (direct members).
 */
export const figure = z._default(amount, 0);
export const level = z._default(amount, 1);

export const paging = {
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 1),
  totalCount: z._default(z.coerce.number(), 0),
};
