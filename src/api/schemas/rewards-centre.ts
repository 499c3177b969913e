import * as z from 'zod/mini';
import { amount, id, text } from './common';

/**
 * The reward centre's raffles and tickets. Spec 2 names only MCS2_claimRafflePromotion and shows no field:
 * these shapes are our design, documented in mocks/README.md (Reward centre: raffles and tickets). Loaded
 * only with the first call that needs them (decision 018).
 */

const when = z.nullish(z.string());
const prize = z.nullish(amount);

export const raffle = z.object({
  raffleId: id,
  title: text,
  prize,
  status: text,
  drawTime: when,
  claimDeadline: when,
  claimTime: when,
});
export type Raffle = z.infer<typeof raffle>;

export const raffleList = z.object({ list: z._default(z.array(raffle), []) });

export const rewardTicket = z.object({
  ticketId: id,
  type: text,
  title: text,
  status: text,
  segments: z._default(z.array(amount), []),
  prize,
  expireTime: when,
  useTime: when,
});
export type RewardTicket = z.infer<typeof rewardTicket>;

export const rewardTicketList = z.object({ list: z._default(z.array(rewardTicket), []) });

/** The opened ticket: its prize, and for a prize wheel the segment the wheel stops on. */
export const openedTicket = z.object({
  ...rewardTicket.shape,
  segmentIndex: z.nullish(amount),
});
export type OpenedTicket = z.infer<typeof openedTicket>;
