// Seed data is dated relative to a fixed day so that every run shows the same site.
export const BASE_DATE_MS = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY_MS = 86_400_000;

export function daysFromBase(days: number): number {
  return BASE_DATE_MS + days * DAY_MS;
}

/** `yyyy-MM-dd HH:mm:ss`, the string form announcements use. */
export function formatDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The start of the (UTC) day holding `ms`: the mock's days are the server's. */
export function startOfDayMs(ms: number): number {
  return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
}
