import { daysFromBase } from '../clock/dates';

// The reward centre's raffles, tickets and daily check-in, and the claims of the missions (mocks/README.md,
// Reward centre). Every prize is fixed when the raffle is drawn or the ticket is given, never by the
// client: the seed states them, so tests and the README can name them.

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

export type TicketType = 'PRIZE_WHEEL' | 'RED_ENVELOPE' | 'GOLDEN_EGG' | 'FREE_SPIN';
export const ticketTypes: readonly TicketType[] = ['PRIZE_WHEEL', 'RED_ENVELOPE', 'GOLDEN_EGG', 'FREE_SPIN'];

/** AVAILABLE to open (or waiting on its conditions), USED, EXPIRED: the platform lists AVAILABLE ones. */
export type TicketStatus = 'AVAILABLE' | 'USED' | 'EXPIRED';

/** A condition the ticket waits on (our design: the platform shows only `conditionStatus[]`). */
export interface TicketCondition {
  conditionType: string;
  /** Integer cents for DEPOSIT and BET, a plain count otherwise. */
  current: number;
  target: number;
}

export interface Ticket {
  /** The platform opens a ticket by its transaction; `ticketId` is the kind of ticket it is. */
  transactionId: number;
  ticketId: number;
  type: TicketType;
  title: string;
  promotionId: number;
  /** Prize wheel only: the segments' amounts in cents, clockwise from the pointer. */
  segmentCents: number[];
  /** Decided by the server when the ticket is given; revealed by opening it (0 for free spins). */
  prizeCents: number;
  /** Free spins only: how many the ticket gives. */
  freeSpins: number;
  conditions: TicketCondition[];
  expireMs: number;
  usedMs: number | null;
}

/** The daily check-in of one member: the days claimed in the current cycle, and the last day claimed. */
export interface CheckIn {
  streak: number;
  /** The mock clock's day number (ms / DAY) of the last check-in, or null. */
  lastDay: number | null;
}

export interface RewardBook {
  raffles: Map<number, Raffle[]>;
  tickets: Map<number, Ticket[]>;
  nextTicketId: number;
  /** Tickets given through the control call without a prize so far: picks the next of GIVEN_PRIZE_CENTS. */
  given: number;
  checkIns: Map<number, CheckIn>;
  /** The missions whose reward each member has claimed. */
  missionClaims: Map<number, Set<number>>;
  /** Invitation news the member has not looked at: the referral entry's count (our design). */
  referralNews: Map<number, number>;
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
  const ticket = (
    t: Omit<Ticket, 'segmentCents' | 'freeSpins' | 'conditions' | 'usedMs' | 'promotionId'> & Partial<Ticket>,
  ): Ticket => ({
    promotionId: 9201,
    segmentCents: t.type === 'PRIZE_WHEEL' ? wheel : [],
    freeSpins: 0,
    conditions: [],
    usedMs: null,
    ...t,
  });
  const tickets: Ticket[] = [
    ticket({
      transactionId: 701,
      ticketId: 31,
      type: 'PRIZE_WHEEL',
      title: 'Deposit prize wheel',
      prizeCents: 888,
      expireMs: daysFromBase(7),
    }),
    ticket({
      transactionId: 702,
      ticketId: 32,
      type: 'PRIZE_WHEEL',
      title: 'VIP prize wheel',
      prizeCents: 388,
      expireMs: daysFromBase(7),
    }),
    ticket({
      transactionId: 703,
      ticketId: 33,
      type: 'RED_ENVELOPE',
      title: 'Lucky red envelope',
      prizeCents: 520,
      expireMs: daysFromBase(3),
    }),
    ticket({
      transactionId: 704,
      ticketId: 34,
      type: 'GOLDEN_EGG',
      title: 'Golden egg',
      prizeCents: 1888,
      expireMs: daysFromBase(3),
    }),
    ticket({
      transactionId: 705,
      ticketId: 31,
      type: 'PRIZE_WHEEL',
      title: 'Weekly prize wheel',
      prizeCents: 188,
      expireMs: daysFromBase(4),
      usedMs: daysFromBase(-2) + 5 * HOUR_MS,
    }),
    ticket({
      transactionId: 706,
      ticketId: 33,
      type: 'RED_ENVELOPE',
      title: 'October red envelope',
      prizeCents: 300,
      expireMs: daysFromBase(-1),
    }),
    ticket({
      transactionId: 707,
      ticketId: 34,
      type: 'GOLDEN_EGG',
      title: 'High roller golden egg',
      prizeCents: 5000,
      expireMs: daysFromBase(7),
      conditions: [{ conditionType: 'DEPOSIT', current: 4_000, target: 10_000 }],
    }),
    ticket({
      transactionId: 708,
      ticketId: 35,
      type: 'FREE_SPIN',
      title: '10 free spins',
      prizeCents: 0,
      freeSpins: 10,
      expireMs: daysFromBase(5),
    }),
  ];
  return {
    raffles: new Map([[PLAYER01, raffles]]),
    tickets: new Map([[PLAYER01, tickets]]),
    nextTicketId: 1001,
    given: 0,
    // player01 checked in on the two days before the base day: the third is today's.
    checkIns: new Map([[PLAYER01, { streak: 2, lastDay: dayNumber(daysFromBase(-1)) }]]),
    missionClaims: new Map(),
    referralNews: new Map([[PLAYER01, 1]]),
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
  return 'AVAILABLE';
}

export const ticketLocked = (ticket: Ticket) => ticket.conditions.some((c) => c.current < c.target);

const DAY_MS = 86_400_000;
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);
