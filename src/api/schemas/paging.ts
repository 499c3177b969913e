import * as z from 'zod/mini';

/** The paging of a paged answer, shared by the areas that list pages (records, withdrawals, reports). */

export const paging = {
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 1),
  totalCount: z._default(z.coerce.number(), 0),
};
