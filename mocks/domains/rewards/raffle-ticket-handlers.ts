import { claimRafflePromotion } from '@/features/rewards/raffles/claim-raffle';
import { rafflePromotionStatus } from '@/features/rewards/raffles/raffle-status';
import { claimTicketList } from '@/features/rewards/tickets/claim-ticket-list';
import { claimFreeSpinTicket, claimTicketCall } from '@/features/rewards/tickets/open-ticket';
import { callGroup, handle, type MemberContext } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import {
  raffleStatus,
  ticketLocked,
  ticketStatus,
  type Raffle,
  type RewardBook,
  type Ticket,
} from './rewards';
import { refuseTrial } from '../money/money-checks';

// The reward centre's raffles and tickets (mocks/README.md "Reward centre"). The ticket calls answer the
// platform's shapes (spec 5, 2.8) with our prize beside them; the raffle list's fields are ours. The server
// decides every prize: opening a ticket reveals the prize it was given with.

const reais = (cents: number) => cents / 100;
const when = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

function rafflesOf(book: RewardBook, member: Member): Raffle[] {
  return book.raffles.get(member.id) ?? [];
}

export function ticketsOf(book: RewardBook, member: Member): Ticket[] {
  return book.tickets.get(member.id) ?? [];
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

/** A ticket as PROMOFE_getClaimTicketList lists it; the prize stays hidden until it is opened. */
export function ticketWire(ticket: Ticket, now: number) {
  const money = (cents: number, type: string) =>
    type === 'DEPOSIT' || type === 'BET' ? reais(cents) : cents;
  const conditionStatus = ticket.conditions.map((c) => ({
    conditionType: c.conditionType,
    achieved: c.current >= c.target,
    currentValue: money(c.current, c.conditionType),
    targetValue: money(c.target, c.conditionType),
  }));
  return {
    transactionId: ticket.transactionId,
    ticketId: ticket.ticketId,
    name: ticket.title,
    type: ticket.type,
    ticketType: ticket.type,
    status: ticketStatus(ticket, now),
    promotionId: ticket.promotionId,
    conditionStatus,
    achievedConditionSize: conditionStatus.filter((c) => c.achieved).length,
    conditionSize: conditionStatus.length,
    claimDevice: null,
    segments: ticket.segmentCents.map(reais),
    endTime: when(ticket.expireMs),
  };
}

/** The tickets the member may see now: those still to open, the locked ones among them. */
export function availableTickets(book: RewardBook, member: Member, now: number): Ticket[] {
  return ticketsOf(book, member).filter((ticket) => ticketStatus(ticket, now) === 'AVAILABLE');
}

/** Body { transactionId, isApp }: reveals the prize the ticket was given with and credits it. */
function openTicket({ state, member, body }: MemberContext, freeSpin: boolean) {
  refuseTrial(member);
  const ticket = ticketsOf(state.rewards, member).find(
    (t) => String(t.transactionId) === field(body, 'transactionId'),
  );
  if (!ticket || (ticket.type === 'FREE_SPIN') !== freeSpin) {
    throw badRequest('ticket.notFound', 'This ticket does not exist');
  }
  const now = mockNow(state);
  const status = ticketStatus(ticket, now);
  if (status === 'USED') throw badRequest('ticket.used', 'This ticket has already been used');
  if (status === 'EXPIRED') throw badRequest('ticket.expired', 'This ticket has expired');
  if (ticketLocked(ticket)) throw badRequest('ticket.condition.unmet', 'This ticket waits on its conditions');
  ticket.usedMs = now;
  if (ticket.prizeCents > 0) payPromotionBonus(state, member, ticket.prizeCents, ticket.title);
  const segmentIndex = ticket.type === 'PRIZE_WHEEL' ? ticket.segmentCents.indexOf(ticket.prizeCents) : null;
  return {
    transactionId: ticket.transactionId,
    type: ticket.type,
    prize: ticket.prizeCents > 0 ? reais(ticket.prizeCents) : null,
    segmentIndex,
    freeSpins: ticket.freeSpins > 0 ? ticket.freeSpins : null,
  };
}

export const raffleTicketHandlers = callGroup(
  handle(rafflePromotionStatus, ({ state, member }) => {
    refuseTrial(member);
    const now = mockNow(state);
    return { list: rafflesOf(state.rewards, member).map((raffle) => raffleWire(raffle, now)) };
  }),
  // Body { raffleId }: the drawn prize goes to the main wallet.
  handle(claimRafflePromotion, ({ state, member, body }) => {
    refuseTrial(member);
    const raffle = rafflesOf(state.rewards, member).find(
      (r) => String(r.raffleId) === field(body, 'raffleId'),
    );
    if (!raffle) throw badRequest('raffle.notFound', 'This raffle does not exist');
    const now = mockNow(state);
    const status = raffleStatus(raffle, now);
    if (status === 'CLAIMED') throw badRequest('raffle.claimed', 'This prize has already been claimed');
    if (status === 'NOT_DRAWN') throw badRequest('raffle.notDrawn', 'This raffle has not been drawn yet');
    if (status === 'EXPIRED') throw badRequest('raffle.expired', 'The time to claim this prize is over');
    raffle.claimedMs = now;
    payPromotionBonus(state, member, raffle.prizeCents, raffle.title);
    return raffleWire(raffle, now);
  }),
  // Query { isApp, status, isAll }: the web asks for the AVAILABLE ones; isAll=Y adds the used and lapsed.
  handle(claimTicketList, ({ state, member, query }) => {
    refuseTrial(member);
    const now = mockNow(state);
    const all = query.get('isAll') === 'Y';
    const tickets = all ? ticketsOf(state.rewards, member) : availableTickets(state.rewards, member, now);
    return tickets.map((ticket) => ticketWire(ticket, now));
  }),
  handle(claimTicketCall, (ctx) => openTicket(ctx, false)),
  handle(claimFreeSpinTicket, (ctx) => openTicket(ctx, true)),
);
