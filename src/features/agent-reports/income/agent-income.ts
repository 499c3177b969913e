import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { amount, text } from '@/api/schemas/common';
import { paging } from '@/api/schemas/paging';
import { figure } from '../report-shape';

/** The agent's own income lines (commissions, dividends, salaries) and their total (our design). */
export const agentIncome = endpoint({
  name: 'agentIncome',
  link: relay('ODSFE2_getAgentIncome'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(z.object({ id: text, time: text, kind: text, amount, remark: text })),
    ...paging,
    totals: z._default(z.object({ amount: figure }), { amount: 0 }),
  }),
});
