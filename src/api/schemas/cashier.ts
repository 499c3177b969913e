import * as z from 'zod/mini';

/*
 * The cashier's answers now live with their endpoints (src/features/member-centre/api). What stays is the
 * paging several areas' pages share (the member's records and withdrawals, the agent centre's reports).
 */

export const paging = {
  pageNum: z._default(z.coerce.number(), 1),
  totalPages: z._default(z.coerce.number(), 1),
  totalCount: z._default(z.coerce.number(), 0),
};
