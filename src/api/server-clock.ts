/**
 * The backend's clock, as its answers' HTTP Date header tells it. Records are kept in the server's days,
 * so "today" and "last 7 days" are counted from the server's now, not the browser's: a browser whose clock
 * is off (or a mock whose clock stands still) still asks for the days that hold the member's history.
 */
let offsetMs = 0;

export function noteServerDate(header: unknown): void {
  if (typeof header !== 'string' || header === '') return;
  const server = Date.parse(header);
  // The header has whole seconds: differences under two seconds are the browser's own clock, not a skew.
  if (Number.isFinite(server)) offsetMs = Math.abs(server - Date.now()) < 2_000 ? 0 : server - Date.now();
}

/** Now, by the server's clock (the browser's until an answer has said otherwise). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
