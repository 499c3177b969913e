import { daysFromBase } from '../clock/dates';

// The reward centre's raffles and tickets (designed, see mocks/README.md "Reward centre: raffles and
// tickets"). Every prize is fixed when the raffle is drawn or the ticket is given, never by the client:
// the seed states them, so tests and the README can name them.

export type RaffleStatus = 'CLAIMABLE' | 'CLAIMED' | 'NOT_DRAWN' | 'EXPIRED';

export interface Raffle {
  raffleId: number;
  title: string;
  /** Integer cents the member has won; said only once the raffle is drawn. */
  prizeCents: number;
  drawMs: number;
  /** After this the prize can no longer be claimed. */
  claimDeadlineMs: number;
  claimedMs: number | null;
}

export type TicketType = 'PRIZE_WHEEL' | 'RED_ENVELOPE' | 'GOLDEN_EGG';
export const ticketTypes: readonly TicketType[] = ['PRIZE_WHEEL', 'RED_ENVELOPE', 'GOLDEN_EGG'];

export type TicketStatus = 'UNUSED' | 'USED' | 'EXPIRED';

export interface Ticket {
  ticketId: number;
  type: TicketType;
  title: string;
  /** Prize wheel only: the segments' amounts in cents, clockwise from the pointer. */
  segmentCents: number[];
  /** Decided by the server when the ticket is given; revealed by opening it. */
  prizeCents: number;
  expireMs: number;
  usedMs: number | null;
}

export interface RewardBook {
  raffles: Map<number, Raffle[]>;
  tickets: Map<number, Ticket[]>;
  nextTicketId: number;
  /** Tickets given through the control call without a prize so far: picks the next of GIVEN_PRIZE_CENTS. */
  given: number;
}

const PLAYER01 = 10001;
const HOUR_MS = 3_600_000;

/** The wheel every seeded and given prize wheel shows (cents), clockwise from the pointer. */
export const WHEEL_SEGMENT_CENTS: readonly number[] = [88, 188, 388, 888, 1888, 288, 588, 8888];

/**
 * Prizes (cents) of the tickets given through POST /__mock/tickets without a prize, in turn: each is a
 * segment of the wheel, so the same list serves every ticket type.
 */
export const GIVEN_PRIZE_CENTS: readonly number[] = [388, 1888, 188, 888];

export function seedRewards(): RewardBook {
  const raffles: Raffle[] = [
    {
      raffleId: 801,
      title: 'Weekend raffle',
      prizeCents: 2000,
      drawMs: daysFromBase(-1),
      claimDeadlineMs: daysFromBase(6),
      claimedMs: null,
    },
    {
      raffleId: 802,
      title: 'Lucky number draw',
      prizeCents: 888,
      drawMs: daysFromBase(-2),
      claimDeadlineMs: daysFromBase(2),
      claimedMs: null,
    },
    {
      raffleId: 803,
      title: 'Welcome raffle',
      prizeCents: 500,
      drawMs: daysFromBase(-5),
      claimDeadlineMs: daysFromBase(9),
      claimedMs: daysFromBase(-3),
    },
    {
      raffleId: 804,
      title: 'Black Friday raffle',
      prizeCents: 5000,
      drawMs: daysFromBase(5),
      claimDeadlineMs: daysFromBase(12),
      claimedMs: null,
    },
    {
      raffleId: 805,
      title: 'October raffle',
      prizeCents: 1000,
      drawMs: daysFromBase(-9),
      claimDeadlineMs: daysFromBase(-2),
      claimedMs: null,
    },
  ];
  const wheel = [...WHEEL_SEGMENT_CENTS];
  const tickets: Ticket[] = [
    {
      ticketId: 701,
      type: 'PRIZE_WHEEL',
      title: 'Deposit prize wheel',
      segmentCents: wheel,
      prizeCents: 888,
      expireMs: daysFromBase(7),
      usedMs: null,
    },
    {
      ticketId: 702,
      type: 'PRIZE_WHEEL',
      title: 'VIP prize wheel',
      segmentCents: wheel,
      prizeCents: 388,
      expireMs: daysFromBase(7),
      usedMs: null,
    },
    {
      ticketId: 703,
      type: 'RED_ENVELOPE',
      title: 'Lucky red envelope',
      segmentCents: [],
      prizeCents: 520,
      expireMs: daysFromBase(3),
      usedMs: null,
    },
    {
      ticketId: 704,
      type: 'GOLDEN_EGG',
      title: 'Golden egg',
      segmentCents: [],
      prizeCents: 1888,
      expireMs: daysFromBase(3),
      usedMs: null,
    },
    {
      ticketId: 705,
      type: 'PRIZE_WHEEL',
      title: 'Weekly prize wheel',
      segmentCents: wheel,
      prizeCents: 188,
      expireMs: daysFromBase(4),
      usedMs: daysFromBase(-2) + 5 * HOUR_MS,
    },
    {
      ticketId: 706,
      type: 'RED_ENVELOPE',
      title: 'October red envelope',
      segmentCents: [],
      prizeCents: 300,
      expireMs: daysFromBase(-1),
      usedMs: null,
    },
  ];
  return {
    raffles: new Map([[PLAYER01, raffles]]),
    tickets: new Map([[PLAYER01, tickets]]),
    nextTicketId: 1001,
    given: 0,
  };
}

/** A raffle's state at the mock's now: the draw and the claim deadline move with the mock clock. */
export function raffleStatus(raffle: Raffle, nowMs: number): RaffleStatus {
  if (raffle.claimedMs !== null) return 'CLAIMED';
  if (nowMs < raffle.drawMs) return 'NOT_DRAWN';
  if (nowMs > raffle.claimDeadlineMs) return 'EXPIRED';
  return 'CLAIMABLE';
}

export function ticketStatus(ticket: Ticket, nowMs: number): TicketStatus {
  if (ticket.usedMs !== null) return 'USED';
  if (nowMs > ticket.expireMs) return 'EXPIRED';
  return 'UNUSED';
}
