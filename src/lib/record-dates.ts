/**
 * The records' date ranges. Records are kept in the server's UTC days, and a range is a pair of whole
 * days (yyyy-MM-dd, both included), which is what the record calls take as startDate and endDate.
 */
export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30';

export const rangePresets: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The record calls refuse a longer range (record.range.invalid). */
export const MAX_RANGE_DAYS = 90;

const DAY_MS = 86_400_000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant, as yyyy-MM-dd. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of a day, or NaN for text that is no real day (2026-02-30 included). */
export function dayStartMs(day: string): number {
  if (!DAY_TEXT.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a day that does not come back unchanged does not exist.
  return Number.isFinite(ms) && utcDay(ms) === day ? ms : Number.NaN;
}

export function shiftDay(day: string, days: number): string {
  return utcDay(dayStartMs(day) + days * DAY_MS);
}

/** The days a preset covers, counted from `nowMs` (the server's now, never the browser's). */
export function presetRange(preset: RangePreset, nowMs: number): DayRange {
  const today = utcDay(nowMs);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: shiftDay(today, -6), endDate: today };
    case 'last30':
      return { startDate: shiftDay(today, -29), endDate: today };
  }
}

/** How many days a range holds, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((dayStartMs(range.endDate) - dayStartMs(range.startDate)) / DAY_MS) + 1;
}

export type RangeProblem = 'missing' | 'order' | 'too_long';

/** What is wrong with a range the member typed, or null when the records may be asked for it. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const start = dayStartMs(range.startDate);
  const end = dayStartMs(range.endDate);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'missing';
  if (start > end) return 'order';
  return daysIn(range) > MAX_RANGE_DAYS ? 'too_long' : null;
}

/** Every day of a valid range, the oldest first. */
export function daysOfRange(range: DayRange): string[] {
  const count = rangeProblem(range) === null ? daysIn(range) : 0;
  return Array.from({ length: count }, (_, i) => shiftDay(range.startDate, i));
}
