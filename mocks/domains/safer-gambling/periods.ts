import type { LimitPeriod } from '@/core/api/safer-gambling';

// The periods a limit counts over, in UTC as the mock's every time is: a day from 00:00, a week from
// Monday 00:00, a month from the 1st 00:00. A period ends where the next one starts.

const DAY_MS = 86_400_000;

export interface PeriodSpan {
  startMs: number;
  /** The next period's start: when the limit's count starts again. */
  resetMs: number;
}

export function periodAt(period: LimitPeriod, nowMs: number): PeriodSpan {
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  if (period === 'DAY') return { startMs: dayStart, resetMs: dayStart + DAY_MS };
  if (period === 'WEEK') {
    // getUTCDay counts from Sunday; the week here starts on Monday.
    const startMs = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * DAY_MS;
    return { startMs, resetMs: startMs + 7 * DAY_MS };
  }
  const date = new Date(dayStart);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { startMs: Date.UTC(year, month, 1), resetMs: Date.UTC(year, month + 1, 1) };
}
