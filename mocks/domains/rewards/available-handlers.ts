import { availablePromotions, promotionKinds, type PromotionKind } from '@/core/api/available-promotions';
import { callGroup, handle } from '../../protocol/define-call';
import { mockNow } from '../clock/clock';
import type { Member } from '../members/members';
import { refuseTrial } from '../money/money-checks';
import type { MockState } from '../../state/mock-state';
import { checkInWaiting } from './check-in';
import { availableTickets } from './raffle-ticket-handlers';
import { issuedRewardsOf, issuedStatus } from './issued-handlers';
import { completedMissions } from './mission-handlers';
import { raffleStatus, ticketLocked } from './rewards';

// MCSFE_getAvailablePromotions (spec 5, 2.8): which parts of the reward centre the site runs and how many
// of each wait for the member, counted from the same state the lists are read from. The site runs the
// receiving centre, the check-in, raffles, tickets, referral and missions; not the others.

/** Which entry an issued reward's kind counts under. */
function entryOf(promotionType: string): PromotionKind {
  if (promotionType === 'UPGRADE_BONUS' || promotionType === 'SAVIOR') return promotionType;
  if (promotionType === 'MISSION') return 'MISSION_MANUAL';
  if (promotionType === 'NEW_REGISTER' || promotionType === 'SIGNUP') return 'REGISTER';
  return 'MANUAL';
}

const RUNS: ReadonlySet<PromotionKind> = new Set<PromotionKind>([
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'LOGIN',
  'UPGRADE_BONUS',
  'REFERRAL',
  'MISSION',
]);

function countsOf(state: MockState, member: Member): Record<PromotionKind, number> {
  const now = mockNow(state);
  const counts = {} as Record<PromotionKind, number>;
  const add = (kind: PromotionKind, n: number) => {
    counts[kind] = (counts[kind] ?? 0) + n;
  };
  for (const reward of issuedRewardsOf(state, member)) {
    if (issuedStatus(reward, now) === 'I') add(entryOf(reward.promotionType), 1);
  }
  const raffles = state.rewards.raffles.get(member.id) ?? [];
  add('RAFFLE', raffles.filter((r) => raffleStatus(r, now) === 'CLAIMABLE').length);
  add('TICKET', availableTickets(state.rewards, member, now).filter((t) => !ticketLocked(t)).length);
  add('LOGIN', checkInWaiting(state, member) ? 1 : 0);
  add('REFERRAL', state.rewards.referralNews.get(member.id) ?? 0);
  add('MISSION', completedMissions(state, member));
  return counts;
}

export const availablePromotionHandlers = callGroup(
  handle(availablePromotions, ({ state, member }) => {
    refuseTrial(member);
    const counts = countsOf(state, member);
    const now = mockNow(state);
    const tickets = availableTickets(state.rewards, member, now);
    const ticketDetails = [...new Set(tickets.map((t) => t.type))].map((ticketType) => ({
      ticketType,
      ticketCount: tickets.filter((t) => t.type === ticketType).length,
    }));
    const content = Object.fromEntries(
      promotionKinds.map((kind) => [
        kind,
        {
          enabled: RUNS.has(kind),
          count: counts[kind] ?? 0,
          ...(kind === 'TICKET' ? { ticketDetails, hasClaimedTemuTicket: false } : {}),
        },
      ]),
    );
    return { content, footer: null };
  }),
);
