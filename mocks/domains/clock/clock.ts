import { BASE_DATE_MS } from './dates';

// The mock's notion of now. It stands still at the seed time (so every run shows the same dates) and
// moves only through POST /__mock/clock, which is how tests reach deadlines such as the withdrawal
// receipt window without waiting.

export const SEED_NOW_MS = BASE_DATE_MS;

export function mockNow(state: { clockMs: number }): number {
  return state.clockMs;
}

export function advanceClock(state: { clockMs: number }, minutes: number): number {
  state.clockMs += Math.round(minutes * 60_000);
  return state.clockMs;
}
