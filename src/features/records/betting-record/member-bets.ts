import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { paging } from '@/api/schemas/paging';
import { amount, id, text } from '@/api/schemas/common';

/** The betting record (our design, mocks/README.md, Records). */
export const memberBets = endpoint({
  name: 'memberBets',
  link: relay('ODSFE2_MemBetDet'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(
      z.object({
        betId: text,
        vendor: text,
        vendorName: text,
        gameType: text,
        gameName: text,
        nodeId: z.nullish(id),
        betAmount: amount,
        validBet: amount,
        winLoss: amount,
        payout: amount,
        betTime: text,
        settleTime: z.nullish(z.string()),
        status: text,
      }),
    ),
    ...paging,
    totals: z.object({ betAmount: amount, validBet: amount, winLoss: amount }),
  }),
});
export type Bet = z.infer<typeof memberBets.response>['content'][number];
