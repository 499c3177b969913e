import { dayStartMs } from '@/lib/record-dates';

/**
 * Dates and amounts of the records in the visitor's language. Record times come as the server's
 * yyyy-MM-dd HH:mm:ss in UTC and are shown in UTC, the zone the record days are counted in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

// A table of 20 rows asks for the same format 20 times: building one is the costly part, keep it.
const styles = {
  day: { dateStyle: 'medium', timeZone: 'UTC' },
  shortDay: { dateStyle: 'short', timeZone: 'UTC' },
  time: { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' },
  zoned: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatter(locale: string, kind: keyof typeof styles): Intl.DateTimeFormat {
  const id = `${locale}|${kind}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, styles[kind]);
    formatters.set(id, found);
  }
  return found;
}

/** A record day (yyyy-MM-dd) as the visitor's language writes it; unreadable text is shown as it came. */
export function formatRecordDay(day: string, locale: string): string {
  const ms = dayStartMs(day);
  return Number.isFinite(ms) ? formatter(locale, 'day').format(ms) : day;
}

/** A record day in figures (11/1/26, 01/11/2026), where a table has little room. */
export function formatShortDay(day: string, locale: string): string {
  const ms = dayStartMs(day);
  return Number.isFinite(ms) ? formatter(locale, 'shortDay').format(ms) : day;
}

/** A record time (yyyy-MM-dd HH:mm:ss, UTC) for the visitor; unreadable text is shown as it came. */
export function formatRecordTime(text: string, locale: string): string {
  const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? formatter(locale, 'time').format(ms) : text;
}

/**
 * A deadline the member acts on (a limit's reset, the end of a time-out), naming its zone: "Nov 2, 2026,
 * 12:00 PM UTC". Unreadable text is shown as it came.
 */
export function formatZonedTime(text: string, locale: string): string {
  const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? formatter(locale, 'zoned').format(ms) : text;
}
