import { http, HttpResponse } from 'msw';
import { claimRafflePromotion } from '@/features/rewards/raffles/claim-raffle';
import { openRewardTicket } from '@/features/rewards/tickets/open-reward-ticket';
import { rafflePromotions } from '@/features/rewards/raffles/raffle-promotions';
import { rewardTickets } from '@/features/rewards/tickets/reward-tickets';
import { callGroup, handle } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import { field } from '../protocol/read-body';
import { mockNow } from '../state/clock';
import { formatDateTime } from '../state/dates';
import type { Member } from '../state/members';
import { addTransaction, mainWallet } from '../state/money-book';
import {
  GIVEN_PRIZE_CENTS,
  raffleStatus,
  ticketStatus,
  ticketTypes,
  WHEEL_SEGMENT_CENTS,
  type Raffle,
  type Ticket,
  type TicketType,
} from '../state/rewards';
import { getState } from '../state/store';
import { refuseTrial } from './money-checks';
import { findMemberByAccount } from '../state/member-lookup';

// The reward centre's raffles and tickets (designed, see mocks/README.md "Reward centre: raffles and
// tickets"). The reference names only MCS2_claimRafflePromotion (REWCEN3); the list and open calls are
// ours. The server decides every prize: opening a ticket reveals the prize it was given with.

const TRIAL_TYPE = 4;

const reais = (cents: number) => cents / 100;
const when = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

function rafflesOf(member: Member): Raffle[] {
  return getState().rewards.raffles.get(member.id) ?? [];
}

function ticketsOf(member: Member): Ticket[] {
  return getState().rewards.tickets.get(member.id) ?? [];
}

function raffleWire(raffle: Raffle, now: number) {
  const status = raffleStatus(raffle, now);
  return {
    raffleId: raffle.raffleId,
    title: raffle.title,
    // A raffle not drawn yet has no prize to say.
    prize: status === 'NOT_DRAWN' ? null : reais(raffle.prizeCents),
    status,
    drawTime: when(raffle.drawMs),
    claimDeadline: when(raffle.claimDeadlineMs),
    claimTime: when(raffle.claimedMs),
  };
}

function ticketWire(ticket: Ticket, now: number) {
  const status = ticketStatus(ticket, now);
  return {
    ticketId: ticket.ticketId,
    type: ticket.type,
    title: ticket.title,
    status,
    segments: ticket.segmentCents.map(reais),
    // Only a used ticket says its prize: an unused one would give the draw away.
    prize: status === 'USED' ? reais(ticket.prizeCents) : null,
    expireTime: when(ticket.expireMs),
    useTime: when(ticket.usedMs),
  };
}

/** The prize goes to the main wallet at once, and shows in the account record as a promotion bonus. */
function credit(member: Member, cents: number, remark: string): void {
  mainWallet(member).cents += cents;
  addTransaction(getState(), member.id, { type: 'BONUS', bonusType: 'PROMOTION', cents, remark });
}

export const rewardHandlers = callGroup(
  handle(rafflePromotions, ({ state, member }) => {
    refuseTrial(member);
    const now = mockNow(state);
    return { list: rafflesOf(member).map((raffle) => raffleWire(raffle, now)) };
  }),
  // Body { raffleId }: the drawn prize goes to the main wallet.
  handle(claimRafflePromotion, ({ state, member, body }) => {
    refuseTrial(member);
    const raffle = rafflesOf(member).find((r) => String(r.raffleId) === field(body, 'raffleId'));
    if (!raffle) throw badRequest('raffle.notFound', 'This raffle does not exist');
    const now = mockNow(state);
    const status = raffleStatus(raffle, now);
    if (status === 'CLAIMED') throw badRequest('raffle.claimed', 'This prize has already been claimed');
    if (status === 'NOT_DRAWN') throw badRequest('raffle.notDrawn', 'This raffle has not been drawn yet');
    if (status === 'EXPIRED') throw badRequest('raffle.expired', 'The time to claim this prize is over');
    raffle.claimedMs = now;
    credit(member, raffle.prizeCents, raffle.title);
    return raffleWire(raffle, now);
  }),
  handle(rewardTickets, ({ state, member }) => {
    refuseTrial(member);
    const now = mockNow(state);
    return { list: ticketsOf(member).map((ticket) => ticketWire(ticket, now)) };
  }),
  // Body { ticketId }: reveals the prize the ticket was given with and credits it.
  handle(openRewardTicket, ({ state, member, body }) => {
    refuseTrial(member);
    const ticket = ticketsOf(member).find((t) => String(t.ticketId) === field(body, 'ticketId'));
    if (!ticket) throw badRequest('ticket.notFound', 'This ticket does not exist');
    const now = mockNow(state);
    const status = ticketStatus(ticket, now);
    if (status === 'USED') throw badRequest('ticket.used', 'This ticket has already been used');
    if (status === 'EXPIRED') throw badRequest('ticket.expired', 'This ticket has expired');
    ticket.usedMs = now;
    credit(member, ticket.prizeCents, ticket.title);
    const segmentIndex =
      ticket.type === 'PRIZE_WHEEL' ? ticket.segmentCents.indexOf(ticket.prizeCents) : null;
    return { ...ticketWire(ticket, now), segmentIndex };
  }),
);

const defaultTitles: Record<TicketType, string> = {
  PRIZE_WHEEL: 'Bonus prize wheel',
  RED_ENVELOPE: 'Bonus red envelope',
  GOLDEN_EGG: 'Bonus golden egg',
};

function refused(message: string): Response {
  return HttpResponse.json({ success: false, errorCode: 'mock.ticket.invalid', message }, { status: 400 });
}

/**
 * The back office gives a member a ticket: { account, type, prize?, title?, expiresInDays? }. Without a
 * prize the next of GIVEN_PRIZE_CENTS is used; a wheel's prize must be one of its segments.
 */
export const rewardControlHandlers = [
  http.post('*/__mock/tickets', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const { account, type, prize, title, expiresInDays } = record;
    if (typeof account !== 'string') return refused('account is a string');
    const member = findMemberByAccount(getState().members, account);
    if (!member || member.type === TRIAL_TYPE) return refused(`No member ${account} to give a ticket to`);
    if (!ticketTypes.includes(type as TicketType)) {
      return refused('type is PRIZE_WHEEL, RED_ENVELOPE or GOLDEN_EGG');
    }
    const book = getState().rewards;
    const ticketType = type as TicketType;
    if (prize !== undefined && (typeof prize !== 'number' || !(prize > 0))) {
      return refused('prize is an amount in reais above 0');
    }
    const prizeCents =
      typeof prize === 'number'
        ? Math.round(prize * 100)
        : (GIVEN_PRIZE_CENTS[book.given % GIVEN_PRIZE_CENTS.length] ?? 388);
    const segmentCents = ticketType === 'PRIZE_WHEEL' ? [...WHEEL_SEGMENT_CENTS] : [];
    if (ticketType === 'PRIZE_WHEEL' && !segmentCents.includes(prizeCents)) {
      return refused(`A prize wheel's prize is one of ${WHEEL_SEGMENT_CENTS.map(reais).join(', ')}`);
    }
    if (title !== undefined && typeof title !== 'string') return refused('title is a string');
    const days = typeof expiresInDays === 'number' && expiresInDays > 0 ? expiresInDays : 7;
    const now = mockNow(getState());
    const ticket: Ticket = {
      ticketId: book.nextTicketId++,
      type: ticketType,
      title: title ?? defaultTitles[ticketType],
      segmentCents,
      prizeCents,
      expireMs: now + days * 86_400_000,
      usedMs: null,
    };
    if (prize === undefined) book.given += 1;
    book.tickets.set(member.id, [ticket, ...(book.tickets.get(member.id) ?? [])]);
    return HttpResponse.json({ success: true, value: ticketWire(ticket, now) });
  }),
];
