import { claimLoginPromotion, loginPromotion } from '@/features/rewards/check-in/login-promotion';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { mockNow } from '../clock/clock';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import { refuseTrial } from '../money/money-checks';
import type { MockState } from '../../state/mock-state';
import { dayNumber, type CheckIn } from './rewards';

// The daily check-in (our design beyond the two names, mocks/README.md "Reward centre"): a cycle of seven
// days, one claim a day; a day missed starts the cycle again, and a finished cycle starts a new one.

/** The bonus of each day of the cycle, in cents. */
export const CHECK_IN_CENTS: readonly number[] = [100, 200, 300, 500, 800, 1_000, 2_000];
const LOGIN_PROMOTION_ID = 9301;

/** The member's check-in as of the mock's today: a missed day or a finished cycle starts again at 0. */
function checkInToday(state: MockState, member: Member): { checkIn: CheckIn; today: number } {
  const today = dayNumber(mockNow(state));
  const held = state.rewards.checkIns.get(member.id) ?? { streak: 0, lastDay: null };
  const claimedToday = held.lastDay === today;
  const broken = held.lastDay === null || held.lastDay < today - 1;
  const finished = held.streak >= CHECK_IN_CENTS.length && !claimedToday;
  const checkIn = !claimedToday && (broken || finished) ? { streak: 0, lastDay: held.lastDay } : held;
  return { checkIn, today };
}

/** Whether today's check-in is still to claim (the reward centre's LOGIN count). */
export function checkInWaiting(state: MockState, member: Member): boolean {
  const { checkIn, today } = checkInToday(state, member);
  return checkIn.lastDay !== today;
}

function daysWire(checkIn: CheckIn, today: number) {
  const open = checkIn.lastDay !== today;
  return CHECK_IN_CENTS.map((cents, index) => {
    const day = index + 1;
    let status = 'LOCKED';
    if (day <= checkIn.streak) status = 'CLAIMED';
    else if (day === checkIn.streak + 1 && open) status = 'AVAILABLE';
    return { day, promotionId: LOGIN_PROMOTION_ID, bonusAmount: cents / 100, status };
  });
}

export const checkInHandlers = callGroup(
  handle(loginPromotion, ({ state, member }) => {
    refuseTrial(member);
    const { checkIn, today } = checkInToday(state, member);
    return daysWire(checkIn, today);
  }),
  // Body { promotionId, day }: today's day is paid whatever day the body names (the server's clock rules).
  handle(claimLoginPromotion, ({ state, member }) => {
    refuseTrial(member);
    const { checkIn, today } = checkInToday(state, member);
    if (checkIn.lastDay === today) {
      throw badRequest('login.promotion.claimed', 'You have already checked in today');
    }
    const day = checkIn.streak + 1;
    const cents = CHECK_IN_CENTS[day - 1] ?? 0;
    state.rewards.checkIns.set(member.id, { streak: day, lastDay: today });
    payPromotionBonus(state, member, cents, `Daily check-in, day ${day}`);
    return { day, bonusAmount: cents / 100 };
  }),
);
