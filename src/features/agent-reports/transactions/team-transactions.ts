import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { paging } from '@/api/schemas/paging';
import { figure, level } from '../report-shape';

const moneyFigures = { deposits: figure, withdrawals: figure };

/** The team's deposits and withdrawals, line by line, with the totals per level (our design). */
export const teamTransactions = endpoint({
  name: 'teamTransactions',
  link: relay('ODSFE2_getTeamTransactions'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(z.object({ time: text, account: text, level, type: text, amount, status: text })),
    ...paging,
    totals: z._default(z.object(moneyFigures), { deposits: 0, withdrawals: 0 }),
    levelTotals: z._default(z.array(z.object({ level, ...moneyFigures })), []),
  }),
});
