import {
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitLine,
  type LimitPeriod,
} from '@/core/api/safer-gambling';
import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { periodAt } from './periods';
import { minutesLoggedIn } from './play-sessions';
import { limitKey, ownSafety, safetyOf, type LimitFigure, type LimitSetting } from './safer-gambling';

// Deposit, loss and session time limits (our design, mocks/README.md "Safer gambling"). A lower limit
// applies at once; a raise or a removal waits 24 hours as `pending`, and is the limit from its effective
// time on, read against the mock clock when asked.

type LimitState = Pick<MockState, 'saferGambling' | 'clockMs' | 'money'>;

/** How long a raise or a removal waits before it applies. */
export const COOL_OFF_MS = 24 * 60 * 60_000;

/** The setting as it stands now: a pending change whose time has come is the limit. */
function settled(setting: LimitSetting | undefined, now: number): LimitSetting {
  if (!setting) return { figure: null, pending: null };
  if (setting.pending && setting.pending.effectiveMs <= now) {
    return { figure: setting.pending.figure, pending: null };
  }
  return setting;
}

function settingAt(state: LimitState, memberId: number, kind: LimitKind, period: LimitPeriod) {
  return settled(safetyOf(state, memberId).limits.get(limitKey(kind, period)), mockNow(state));
}

/** Cents deposited (orders neither refused nor cancelled, pending ones too) since `fromMs`. */
function depositedSince(state: LimitState, memberId: number, fromMs: number): number {
  return state.money.deposits
    .filter(
      (o) =>
        o.memberId === memberId &&
        (o.status === 'PENDING' || o.status === 'APPROVED') &&
        o.createMs >= fromMs,
    )
    .reduce((sum, o) => sum + o.cents, 0);
}

/** Net result in cents (payouts minus stakes) of the member's bets settled from `fromMs` to now. */
export function netResultSince(state: LimitState, memberId: number, fromMs: number): number {
  const now = mockNow(state);
  return (state.money.bets.get(memberId) ?? [])
    .filter((b) => b.settleMs >= fromMs && b.settleMs <= now)
    .reduce((sum, b) => sum + b.winLossCents, 0);
}

/** What the period has taken so far: cents for DEPOSIT and LOSS, minutes for SESSION. */
function usedIn(state: LimitState, memberId: number, kind: LimitKind, fromMs: number): number {
  if (kind === 'DEPOSIT') return depositedSince(state, memberId, fromMs);
  if (kind === 'LOSS') return Math.max(0, -netResultSince(state, memberId, fromMs));
  return minutesLoggedIn(state, memberId, fromMs);
}

/** Cents as reais for money, minutes as they are. */
const wire = (kind: LimitKind, figure: number) => (kind === 'SESSION' ? figure : figure / 100);
const wireFigure = (kind: LimitKind, figure: LimitFigure) => (figure === null ? null : wire(kind, figure));

export function limitLine(
  state: LimitState,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
): LimitLine {
  const now = mockNow(state);
  const { startMs, resetMs } = periodAt(period, now);
  const setting = settingAt(state, memberId, kind, period);
  return {
    kind,
    period,
    limit: wireFigure(kind, setting.figure),
    used: wire(kind, usedIn(state, memberId, kind, startMs)),
    resetTime: formatDateTime(resetMs),
    pending: setting.pending && {
      limit: wireFigure(kind, setting.pending.figure),
      effectiveTime: formatDateTime(setting.pending.effectiveMs),
    },
  };
}

/** All nine lines, kinds DEPOSIT, LOSS, SESSION, each over DAY, WEEK, MONTH: set or not. */
export function limitLines(state: LimitState, memberId: number): LimitLine[] {
  return limitKinds.flatMap((kind) => limitPeriods.map((period) => limitLine(state, memberId, kind, period)));
}

/**
 * Sets one limit as the rules say: lower (or a first limit) applies at once, higher or none waits 24 hours,
 * the same as in force drops what was pending. `figure` is already checked.
 */
export function changeLimit(
  state: LimitState,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  figure: LimitFigure,
): void {
  const now = mockNow(state);
  const limits = ownSafety(state, memberId).limits;
  const key = limitKey(kind, period);
  const current = settled(limits.get(key), now).figure;
  const loosens = current !== null && (figure === null || figure > current);
  limits.set(
    key,
    loosens
      ? { figure: current, pending: { figure, effectiveMs: now + COOL_OFF_MS } }
      : { figure: figure ?? current, pending: null },
  );
}

/** Limits of a kind in force now, with what their periods have used (same units). */
export function limitsInForce(state: LimitState, memberId: number, kind: LimitKind) {
  const now = mockNow(state);
  return limitPeriods.flatMap((period) => {
    const { figure } = settingAt(state, memberId, kind, period);
    if (figure === null) return [];
    const { startMs, resetMs } = periodAt(period, now);
    return [{ period, figure, used: usedIn(state, memberId, kind, startMs), resetMs }];
  });
}
