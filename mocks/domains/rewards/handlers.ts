import { claimRafflePromotion } from '@/features/rewards/raffles/claim-raffle';
import { openRewardTicket } from '@/features/rewards/tickets/open-reward-ticket';
import { rafflePromotions } from '@/features/rewards/raffles/raffle-promotions';
import { rewardTickets } from '@/features/rewards/tickets/reward-tickets';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import { raffleStatus, ticketStatus, type Raffle, type RewardBook, type Ticket } from './rewards';
import { refuseTrial } from '../money/money-checks';

// The reward centre's raffles and tickets (designed, see mocks/README.md "Reward centre: raffles and
// tickets"). The reference names only MCS2_claimRafflePromotion (REWCEN3); the list and open calls are
// ours. The server decides every prize: opening a ticket reveals the prize it was given with.

const reais = (cents: number) => cents / 100;
const when = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

function rafflesOf(book: RewardBook, member: Member): Raffle[] {
  return book.raffles.get(member.id) ?? [];
}

function ticketsOf(book: RewardBook, member: Member): Ticket[] {
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

export function ticketWire(ticket: Ticket, now: number) {
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

export const rewardHandlers = callGroup(
  handle(rafflePromotions, ({ state, member }) => {
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
  handle(rewardTickets, ({ state, member }) => {
    refuseTrial(member);
    const now = mockNow(state);
    return { list: ticketsOf(state.rewards, member).map((ticket) => ticketWire(ticket, now)) };
  }),
  // Body { ticketId }: reveals the prize the ticket was given with and credits it.
  handle(openRewardTicket, ({ state, member, body }) => {
    refuseTrial(member);
    const ticket = ticketsOf(state.rewards, member).find(
      (t) => String(t.ticketId) === field(body, 'ticketId'),
    );
    if (!ticket) throw badRequest('ticket.notFound', 'This ticket does not exist');
    const now = mockNow(state);
    const status = ticketStatus(ticket, now);
    if (status === 'USED') throw badRequest('ticket.used', 'This ticket has already been used');
    if (status === 'EXPIRED') throw badRequest('ticket.expired', 'This ticket has expired');
    ticket.usedMs = now;
    payPromotionBonus(state, member, ticket.prizeCents, ticket.title);
    const segmentIndex =
      ticket.type === 'PRIZE_WHEEL' ? ticket.segmentCents.indexOf(ticket.prizeCents) : null;
    return { ...ticketWire(ticket, now), segmentIndex };
  }),
);
