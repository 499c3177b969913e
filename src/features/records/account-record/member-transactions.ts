import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { paging } from '@/api/schemas/paging';
import { amount, id, text } from '@/api/schemas/common';

/**
 * The account record. The reference's catalogue lists the call (protocol: every call, `MEMTRANS3`) but not
 * its params or answer: those are our design (mocks/README.md, Records).
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
      }),
    ),
    ...paging,
    totals: z.object({ amountIn: amount, amountOut: amount, net: amount }),
  }),
});
export type Transaction = z.infer<typeof memberTransactions.response>['content'][number];
