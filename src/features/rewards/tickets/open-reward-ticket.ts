import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { rewardTicket } from './reward-tickets';

/** The opened ticket: its prize, and for a prize wheel the segment the wheel stops on. */
const openedTicket = z.object({ ...rewardTicket.shape, segmentIndex: z.nullish(amount) });
export type OpenedTicket = z.infer<typeof openedTicket>;

/** The server reveals the ticket's prize and credits it: our design (mocks/README.md, Reward centre). */
export const openRewardTicket = endpoint({
  name: 'openRewardTicket',
  link: relay('MCS2_openRewardTicket'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: openedTicket,
});

export function openTicket(ticketId: string) {
  return request(openRewardTicket, { data: { ticketId } });
}
