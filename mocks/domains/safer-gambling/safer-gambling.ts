import type { LimitKind, LimitPeriod } from '@/core/api/safer-gambling';
import type { ExclusionKind } from '@/features/safer-gambling/api/exclude-self';
import type { MockState } from '../../state/mock-state';

// The safer gambling slice (our design, mocks/README.md "Safer gambling"): each member's limits, reality
// check and exclusion, and every session's span for the session time limit. Nothing here moves with the
// clock: what depends on time (a pending raise come due, an exclusion run out) is read against mockNow
// when asked, so POST /__mock/clock needs to know nothing of it.

/** A limit's figure: cents for DEPOSIT and LOSS, whole minutes for SESSION; null for none. */
export type LimitFigure = number | null;

export interface LimitSetting {
  /** In force until `pending` comes due. */
  figure: LimitFigure;
  /** A raise or a removal (figure null) that takes over at `effectiveMs`. */
  pending: { figure: LimitFigure; effectiveMs: number } | null;
}

export interface Exclusion {
  kind: ExclusionKind;
  endMs: number;
}

export interface MemberSafety {
  /** `KIND:PERIOD` -> the setting; a pair not here has no limit. */
  limits: Map<string, LimitSetting>;
  /** 15, 30 or 60; 0 for never. */
  realityCheckMinutes: number;
  exclusion: Exclusion | null;
}

/** One login's session: from the token's issue to its logout or end (null while it lasts). */
export interface PlaySpan {
  token: string;
  startMs: number;
  endMs: number | null;
}

export interface SaferGamblingBook {
  /** member id -> settings; a member not here has the defaults (no limits, reality check 60). */
  members: Map<number, MemberSafety>;
  /** member id -> the member's sessions, oldest first. */
  spans: Map<number, PlaySpan[]>;
}

export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

function defaults(): MemberSafety {
  return { limits: new Map(), realityCheckMinutes: DEFAULT_REALITY_CHECK_MINUTES, exclusion: null };
}

/** player01's demo fact: a daily deposit limit of R$ 1,000.00 (R$ 250.00 of it deposited today, money-seed). */
export function seedSaferGambling(): SaferGamblingBook {
  const player01 = defaults();
  player01.limits.set(limitKey('DEPOSIT', 'DAY'), { figure: 100_000, pending: null });
  return { members: new Map([[10001, player01]]), spans: new Map() };
}

/** The member's settings as they stand (the defaults when none was set). */
export function safetyOf(state: Pick<MockState, 'saferGambling'>, memberId: number): MemberSafety {
  return state.saferGambling.members.get(memberId) ?? defaults();
}

/** The member's settings to change: kept from now on. */
export function ownSafety(state: Pick<MockState, 'saferGambling'>, memberId: number): MemberSafety {
  const book = state.saferGambling.members;
  const found = book.get(memberId);
  if (found) return found;
  const fresh = defaults();
  book.set(memberId, fresh);
  return fresh;
}
