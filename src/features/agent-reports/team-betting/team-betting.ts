import * as z from 'zod/mini';
import { endpoint, relay } from '@/api';
import { text } from '@/api/schemas/common';
import { paging } from '@/api/schemas/paging';
import { figure, level } from '../report-shape';

const bettingFigures = { betCount: figure, validBet: figure, winLoss: figure };

/** The team's bets per day, member and game type, with the totals per level (our design). */
export const teamBetting = endpoint({
  name: 'teamBetting',
  link: relay('ODSFE2_getTeamBetting'),
  moduleId: 'AGENT3',
  method: 'GET',
  token: 'required',
  source: 'ours',
  response: z.object({
    content: z.array(z.object({ date: text, account: text, level, gameType: text, ...bettingFigures })),
    ...paging,
    totals: z._default(z.object(bettingFigures), { betCount: 0, validBet: 0, winLoss: 0 }),
    levelTotals: z._default(z.array(z.object({ level, ...bettingFigures })), []),
  }),
});
