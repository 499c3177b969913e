import { mockNow } from '../clock/clock';
import { startOfDayMs } from '../clock/dates';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { MAX_WITHDRAW_CENTS, MIN_WITHDRAW_CENTS } from './withdrawals';

/** What the site lets one member withdraw in a day (our design: spec 5 shows the fields, not the values). */
export const DAILY_WITHDRAW_CENTS = 10_000_000;
export const DAILY_WITHDRAW_TIMES = 5;

export interface WithdrawAllowance {
  minCents: number;
  maxCents: number;
  remainingCents: number;
  maxTimes: number;
  remainingTimes: number;
}

/** Today's limits (the mock clock's day) and what is left of them after the member's withdrawals today. */
export function withdrawAllowance(state: MockState, member: Member): WithdrawAllowance {
  const dayStart = startOfDayMs(mockNow(state));
  const today = state.money.withdrawals.filter(
    (w) => w.memberId === member.id && w.requestMs >= dayStart && w.status !== 'REJECTED',
  );
  const spent = today.reduce((sum, w) => sum + w.cents, 0);
  return {
    minCents: MIN_WITHDRAW_CENTS,
    maxCents: MAX_WITHDRAW_CENTS,
    remainingCents: Math.max(0, DAILY_WITHDRAW_CENTS - spent),
    maxTimes: DAILY_WITHDRAW_TIMES,
    remainingTimes: Math.max(0, DAILY_WITHDRAW_TIMES - today.length),
  };
}
