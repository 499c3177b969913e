import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import type { PlaySpan } from './safer-gambling';

// Each token's session, from its issue to its logout: the reality check counts from its start, and the
// session time limit adds up every session of the period (so a new login does not start it over).

type SessionState = Pick<MockState, 'saferGambling' | 'clockMs'>;

/** A token was issued to the member (login, registration, free play): its session starts now. */
export function startPlaySession(state: SessionState, memberId: number, token: string): PlaySpan {
  const span: PlaySpan = { token, startMs: mockNow(state), endMs: null };
  const spans = state.saferGambling.spans;
  spans.set(memberId, [...(spans.get(memberId) ?? []), span]);
  return span;
}

/** The token's session, started now when it has none (a token issued around the login calls, by a test). */
export function playSpanOf(state: SessionState, memberId: number, token: string): PlaySpan {
  const found = state.saferGambling.spans.get(memberId)?.find((s) => s.token === token);
  return found ?? startPlaySession(state, memberId, token);
}

/** The token's session ends now (logout, or an exclusion ending every session of the member). */
export function endPlaySession(state: SessionState, memberId: number, token: string): void {
  const span = state.saferGambling.spans.get(memberId)?.find((s) => s.token === token);
  if (span && span.endMs === null) span.endMs = mockNow(state);
}

/** Whole minutes the member was logged in between `fromMs` and now; sessions that overlap count once. */
export function minutesLoggedIn(state: SessionState, memberId: number, fromMs: number): number {
  const now = mockNow(state);
  const pieces = (state.saferGambling.spans.get(memberId) ?? [])
    .map((s) => [Math.max(s.startMs, fromMs), Math.min(s.endMs ?? now, now)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of pieces) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return Math.floor(total / 60_000);
}
