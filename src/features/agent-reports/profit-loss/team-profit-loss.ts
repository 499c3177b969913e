import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { text } from '@/api/schemas/common';
import { paging } from '@/api/schemas/paging';
import { figure, level } from '../report-shape';

const profitLossFigures = { deposits: figure, withdrawals: figure, validBet: figure, winLoss: figure };

/** Each team member's money in and out, bets and result, with the totals per level (our design). */
export const teamProfitLoss = endpoint({
  name: 'teamProfitLoss',
  link: relay('ODSFE2_getTeamProfitLoss'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(z.object({ account: text, level, ...profitLossFigures })),
    ...paging,
    totals: z._default(z.object(profitLossFigures), {
      deposits: 0,
      withdrawals: 0,
      validBet: 0,
      winLoss: 0,
    }),
    levelTotals: z._default(z.array(z.object({ level, ...profitLossFigures })), []),
  }),
});
