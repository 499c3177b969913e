import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount, id, text } from '@/api/schemas/common';

/**
 * The platform answers `{transactionId, type}` (61091147111 @15,338; 54492984559 @4,537). What the ticket
 * gave (the amount, and for a wheel the segment it stops on, or the free spins) is our design: the portal
 * says it when it comes, and otherwise says the ticket was opened and reads the balance again.
 */
const openedTicket = z.object({
  transactionId: id,
  type: z._default(text, ''),
  prize: z.catch(z.nullish(amount), null),
  segmentIndex: z.catch(z.nullish(amount), null),
  freeSpins: z.catch(z.nullish(amount), null),
});
export type OpenedTicket = z.infer<typeof openedTicket>;

/** A wheel, an envelope or an egg (the member centre's claimCurrentTicket, 70542479384 @~975,000). */
export const claimTicketCall = endpoint({
  name: 'claimTicket',
  link: relay('PROMOFE_claimTicket'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '61091147111 @15,338; 54492984559 @4,537; 70542479384 @~975,000',
  response: openedTicket,
});

/** Free spins take their own call; its answer is read as the other's: our design beyond the name. */
export const claimFreeSpinTicket = endpoint({
  name: 'claimFreeSpinTicket',
  link: relay('PROMOFE_claimFreeSpinTicketV2'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~706,500; 70542479384 @~975,000',
  response: openedTicket,
});

/** The web's own form of the call: `isApp: "N"` and no app session. */
export function openTicket(transactionId: string, type: string) {
  const call = type === 'FREE_SPIN' ? claimFreeSpinTicket : claimTicketCall;
  return request(call, { data: { transactionId, isApp: 'N' } });
}
