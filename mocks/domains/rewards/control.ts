import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { mockNow } from '../clock/clock';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';
import { ticketWire } from './raffle-ticket-handlers';
import { GIVEN_PRIZE_CENTS, ticketTypes, WHEEL_SEGMENT_CENTS, type Ticket, type TicketType } from './rewards';
import type { IssuedReward } from './issued-rewards';

const reais = (cents: number) => cents / 100;
const DAY_MS = 86_400_000;

const defaultTitles: Record<TicketType, string> = {
  PRIZE_WHEEL: 'Bonus prize wheel',
  RED_ENVELOPE: 'Bonus red envelope',
  GOLDEN_EGG: 'Bonus golden egg',
  FREE_SPIN: 'Bonus free spins',
};

function refused(message: string): Response {
  return controlRefusal('mock.ticket.invalid', message);
}

/** An optional positive amount in reais: undefined when left out, null when wrong. */
function reaisToCents(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'number' && value > 0 ? Math.round(value * 100) : null;
}

export const rewardControlHandlers = [
  /**
   * The back office gives a member a ticket: { account, type, prize?, title?, expiresInDays?,
   * depositToUnlock?, freeSpins? }. Without a prize the next of GIVEN_PRIZE_CENTS is used; a wheel's prize
   * must be one of its segments. `depositToUnlock` (reais) makes it wait on a deposit condition.
   */
  controlCall('post', '/tickets', async ({ state, request }) => {
    const { account, type, prize, title, expiresInDays, depositToUnlock, freeSpins } =
      (await readJsonObject(request)) ?? {};
    if (typeof account !== 'string') return refused('account is a string');
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) return refused(`No member ${account} to give a ticket to`);
    if (!ticketTypes.includes(type as TicketType)) {
      return refused('type is PRIZE_WHEEL, RED_ENVELOPE, GOLDEN_EGG or FREE_SPIN');
    }
    const book = state.rewards;
    const ticketType = type as TicketType;
    const given = reaisToCents(prize);
    if (given === null) return refused('prize is an amount in reais above 0');
    const unlock = reaisToCents(depositToUnlock);
    if (unlock === null) return refused('depositToUnlock is an amount in reais above 0');
    if (freeSpins !== undefined && (typeof freeSpins !== 'number' || !(freeSpins > 0))) {
      return refused('freeSpins is a count above 0');
    }
    const spins = ticketType === 'FREE_SPIN' ? (typeof freeSpins === 'number' ? freeSpins : 10) : 0;
    const prizeCents =
      ticketType === 'FREE_SPIN'
        ? 0
        : (given ?? GIVEN_PRIZE_CENTS[book.given % GIVEN_PRIZE_CENTS.length] ?? 388);
    const segmentCents = ticketType === 'PRIZE_WHEEL' ? [...WHEEL_SEGMENT_CENTS] : [];
    if (ticketType === 'PRIZE_WHEEL' && !segmentCents.includes(prizeCents)) {
      return refused(`A prize wheel's prize is one of ${WHEEL_SEGMENT_CENTS.map(reais).join(', ')}`);
    }
    if (title !== undefined && typeof title !== 'string') return refused('title is a string');
    const days = typeof expiresInDays === 'number' && expiresInDays > 0 ? expiresInDays : 7;
    const now = mockNow(state);
    const transactionId = book.nextTicketId++;
    const ticket: Ticket = {
      transactionId,
      ticketId: 40 + ticketTypes.indexOf(ticketType),
      type: ticketType,
      title: title ?? defaultTitles[ticketType],
      promotionId: 9201,
      segmentCents,
      prizeCents,
      freeSpins: spins,
      conditions: unlock ? [{ conditionType: 'DEPOSIT', current: 0, target: unlock }] : [],
      expireMs: now + days * DAY_MS,
      usedMs: null,
    };
    if (given === undefined && ticketType !== 'FREE_SPIN') book.given += 1;
    book.tickets.set(member.id, [ticket, ...(book.tickets.get(member.id) ?? [])]);
    return controlOk(ticketWire(ticket, now));
  }),
  /**
   * The back office issues a member a reward to claim: { account, name?, amount?, promotionType?,
   * requires?, expiresInDays? }. `requires` is the detail the claim is refused for until it is completed
   * (`prom.claim.req.field`'s data, such as "required.mobile_no_verified").
   */
  controlCall('post', '/issued-rewards', async ({ state, request }) => {
    const { account, name, amount, promotionType, requires, expiresInDays } =
      (await readJsonObject(request)) ?? {};
    const refuse = (message: string) => controlRefusal('mock.reward.invalid', message);
    if (typeof account !== 'string') return refuse('account is a string');
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) return refuse(`No member ${account} to issue a reward to`);
    const cents = reaisToCents(amount);
    if (cents === null) return refuse('amount is an amount in reais above 0');
    if (name !== undefined && typeof name !== 'string') return refuse('name is a string');
    if (promotionType !== undefined && typeof promotionType !== 'string') {
      return refuse('promotionType is a string');
    }
    if (requires !== undefined && typeof requires !== 'string') return refuse('requires is a string');
    const all = [...state.issuedRewards.values()].flat();
    const next = Math.max(7_100, ...all.map((r) => Number(r.promotionClaimId.replace(/\D/g, '')) || 0)) + 1;
    const now = mockNow(state);
    const days = typeof expiresInDays === 'number' && expiresInDays > 0 ? expiresInDays : 7;
    const reward: IssuedReward = {
      promotionClaimId: `CLM-${next}`,
      promotionType: promotionType ?? 'MANUAL',
      promotionId: 9150,
      name: { EN: name ?? 'Bonus gift', PT: name ?? 'Presente de bônus' },
      bonusCents: cents ?? 1_000,
      status: 'I',
      issuedMs: now,
      expireMs: now + days * DAY_MS,
      claimedMs: null,
      requires: requires ?? null,
    };
    state.issuedRewards.set(member.id, [reward, ...(state.issuedRewards.get(member.id) ?? [])]);
    return controlOk({ rewardId: reward.promotionClaimId, promotionType: reward.promotionType });
  }),
];
