import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { mockNow } from '../clock/clock';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';
import { ticketWire } from './handlers';
import { GIVEN_PRIZE_CENTS, ticketTypes, WHEEL_SEGMENT_CENTS, type Ticket, type TicketType } from './rewards';

const reais = (cents: number) => cents / 100;

const defaultTitles: Record<TicketType, string> = {
  PRIZE_WHEEL: 'Bonus prize wheel',
  RED_ENVELOPE: 'Bonus red envelope',
  GOLDEN_EGG: 'Bonus golden egg',
};

function refused(message: string): Response {
  return controlRefusal('mock.ticket.invalid', message);
}

/**
 * The back office gives a member a ticket: { account, type, prize?, title?, expiresInDays? }. Without a
 * prize the next of GIVEN_PRIZE_CENTS is used; a wheel's prize must be one of its segments.
 */
export const rewardControlHandlers = [
  controlCall('post', '/tickets', async ({ state, request }) => {
    const { account, type, prize, title, expiresInDays } = (await readJsonObject(request)) ?? {};
    if (typeof account !== 'string') return refused('account is a string');
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) return refused(`No member ${account} to give a ticket to`);
    if (!ticketTypes.includes(type as TicketType)) {
      return refused('type is PRIZE_WHEEL, RED_ENVELOPE or GOLDEN_EGG');
    }
    const book = state.rewards;
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
    const now = mockNow(state);
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
    return controlOk(ticketWire(ticket, now));
  }),
];
