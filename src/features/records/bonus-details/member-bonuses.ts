import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { paging } from '@/api/schemas/paging';
import { amount, text } from '@/api/schemas/common';

/** The bonus details (our design, mocks/README.md, Records). */
export const memberBonuses = endpoint({
  name: 'memberBonuses',
  link: relay('ODSFE2_MemBonusDet'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(
      z.object({
        referenceNo: text,
        bonusType: text,
        bonusName: text,
        amount,
        status: text,
        createTime: text,
      }),
    ),
    ...paging,
    totals: z.object({ amount }),
  }),
});
export type Bonus = z.infer<typeof memberBonuses.response>['content'][number];
