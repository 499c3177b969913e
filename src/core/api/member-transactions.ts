import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { paging } from '@/api/schemas/paging';
import { amount, id, text } from '@/api/schemas/common';

/**
 * The member's transactions: the account record (records) and, filtered to the points lines, the points
 * history (points mall), as the member centre reads both from this call (spec 5 2.7, 70542479384
 * @~223,800). The catalogue lists the call (`MEMTRANS3`) but not its params or answer: those are our design
 * (mocks/README.md, Records and Points Mall).
 */
export const memberTransactions = endpoint({
  name: 'memberTransactions',
  link: relay('ODSFE2_MemTransDet'),
  moduleId: 'MEMTRANS3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: z.object({
    content: z.array(
      z.object({
        referenceNo: text,
        type: z.string(),
        amount,
        status: z.string(),
        createTime: text,
        accountTypeId: z.nullish(id),
        walletName: z.nullish(z.string()),
        toAccountTypeId: z.nullish(id),
        bonusType: z.nullish(z.string()),
        remark: z.nullish(z.string()),
        /** Points lines only: the points left after the change. */
        balanceAfter: z.nullish(amount),
      }),
    ),
    ...paging,
    totals: z.object({ amountIn: amount, amountOut: amount, net: amount }),
  }),
});
export type Transaction = z.infer<typeof memberTransactions.response>['content'][number];

/**
 * The `type` that asks for the points lines (signed points, not money; our design: the member centre's
 * filter is not shown). The account record never lists them unasked.
 */
export const POINTS_TRANSACTION_TYPE = 'POINTS';
