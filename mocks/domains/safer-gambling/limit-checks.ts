import type { LimitPeriod } from '@/core/api/safer-gambling';
import { badRequest } from '../../protocol/mock-failure';
import type { MockState } from '../../state/mock-state';
import { formatDateTime } from '../clock/dates';
import { limitsInForce } from './limits';

// Where the limits bite: the deposit order and the game launch (mocks/README.md "Safer gambling"). The
// refusals carry in `value` what the client words its message from; the English message is for logs.

type LimitState = Pick<MockState, 'saferGambling' | 'clockMs' | 'money'>;

const periodWords: Readonly<Record<LimitPeriod, string>> = {
  DAY: 'daily',
  WEEK: 'weekly',
  MONTH: 'monthly',
};

const reais = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Refuses a deposit of `cents` over what the member's deposit limits leave (orders not refused count,
 * pending ones too, so open orders cannot add up past a limit): `limit.deposit.exceeded`, naming the
 * tightest period.
 */
export function refuseDepositOverLimit(state: LimitState, memberId: number, cents: number): void {
  const tightest = limitsInForce(state, memberId, 'DEPOSIT')
    .map((l) => ({ ...l, remaining: Math.max(0, l.figure - l.used) }))
    .sort((a, b) => a.remaining - b.remaining)[0];
  if (!tightest || cents <= tightest.remaining) return;
  throw badRequest(
    'limit.deposit.exceeded',
    `This deposit is over your ${periodWords[tightest.period]} deposit limit of ${reais(tightest.figure)}: ` +
      `${reais(tightest.remaining)} left until ${formatDateTime(tightest.resetMs)} (UTC)`,
    {
      period: tightest.period,
      limit: tightest.figure / 100,
      remaining: tightest.remaining / 100,
      resetTime: formatDateTime(tightest.resetMs),
    },
  );
}

/**
 * Refuses a real-money game start once a loss limit or a session time limit is reached: `limit.loss.reached`
 * or `limit.session.reached`, naming the reached period that resets last (play waits for that one).
 */
export function refusePlayOverLimits(state: LimitState, memberId: number): void {
  for (const kind of ['LOSS', 'SESSION'] as const) {
    const reached = limitsInForce(state, memberId, kind)
      .filter((l) => l.used >= l.figure)
      .sort((a, b) => b.resetMs - a.resetMs)[0];
    if (!reached) continue;
    const resetTime = formatDateTime(reached.resetMs);
    const what = kind === 'LOSS' ? 'loss limit' : 'session time limit';
    throw badRequest(
      kind === 'LOSS' ? 'limit.loss.reached' : 'limit.session.reached',
      `Your ${periodWords[reached.period]} ${what} is reached: games can start again at ${resetTime} (UTC)`,
      { period: reached.period, resetTime },
    );
  }
}
