import { badRequest } from '../../protocol/mock-failure';
import { paginate } from '../games/game-query';
import { pageParams } from '../games/game-lookup';

// Shared by the record calls: the date range, paging and the page answer.

const DAY_MS = 86_400_000;
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 90;

/**
 * `startDate`/`endDate`: epoch ms, `yyyy-MM-dd` (a whole UTC day: a start date from 00:00, an end date
 * to 23:59:59.999) or an ISO date-time. Defaults: the last 7 days up to `now`, the mock's.
 */
function readDate(raw: string | null, edge: 'start' | 'end'): number | null {
  if (raw === null || raw.trim() === '') return null;
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(day) ? NaN : edge === 'start' ? day : day + DAY_MS - 1;
  }
  return Date.parse(text);
}

export function dateRange(query: URLSearchParams, now: number): { startMs: number; endMs: number } {
  const endMs = readDate(query.get('endDate'), 'end') ?? now;
  const startMs = readDate(query.get('startDate'), 'start') ?? endMs - DEFAULT_RANGE_DAYS * DAY_MS;
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || startMs > endMs) {
    throw badRequest('record.range.invalid', 'Choose a start date before the end date');
  }
  if (endMs - startMs > MAX_RANGE_DAYS * DAY_MS) {
    throw badRequest('record.range.invalid', `Choose at most ${MAX_RANGE_DAYS} days`);
  }
  return { startMs, endMs };
}

/** `{ content, pageNum, totalPages, totalCount }`, the paging shape of the other list calls, plus totals. */
export function recordPage<T, W>(
  items: readonly T[],
  query: URLSearchParams,
  toWire: (item: T) => W,
  totals?: Record<string, number>,
  defaultPageSize = 20,
) {
  const { pageNo, pageSize } = pageParams(query, defaultPageSize);
  const page = paginate(items, pageNo, pageSize);
  return {
    content: page.items.map(toWire),
    pageNum: pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    ...(totals ? { totals } : {}),
  };
}

export const reais = (cents: number): number => cents / 100;

/** `ALL` or empty means no filter, as in the game list. */
export function filterValue(query: URLSearchParams, name: string): string | null {
  const value = (query.get(name) ?? '').trim();
  return value === '' || value.toUpperCase() === 'ALL' ? null : value;
}
