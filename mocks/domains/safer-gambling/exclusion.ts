import type { ExclusionKind } from '@/features/safer-gambling/api/exclude-self';
import { badRequest } from '../../protocol/mock-failure';
import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { endPlaySession } from './play-sessions';
import { ownSafety, safetyOf, type Exclusion } from './safer-gambling';

// Time-outs and self-exclusion (our design, mocks/README.md "Safer gambling"): every session of the member
// ends at once, and logins are refused until the end, which nothing brings forward.

const DAY_MS = 86_400_000;

/** Each kind's periods and their lengths in days. */
export const exclusionDays: Readonly<Record<ExclusionKind, ReadonlyMap<string, number>>> = {
  TIMEOUT: new Map([
    ['24H', 1],
    ['7D', 7],
    ['30D', 30],
    ['6W', 42],
  ]),
  SELF_EXCLUSION: new Map([
    ['6M', 182],
    ['1Y', 365],
    ['5Y', 1826],
  ]),
};

type ExclusionState = Pick<MockState, 'saferGambling' | 'clockMs' | 'sessions'>;

/** The member's exclusion while it lasts; one whose end has passed is gone. */
export function exclusionOf(state: ExclusionState, memberId: number): Exclusion | null {
  const exclusion = safetyOf(state, memberId).exclusion;
  return exclusion && exclusion.endMs > mockNow(state) ? exclusion : null;
}

/**
 * Starts an exclusion of `days` and ends every session of the member. A shorter exclusion never cuts short
 * a longer one already running.
 */
export function excludeMember(
  state: ExclusionState,
  memberId: number,
  kind: ExclusionKind,
  days: number,
): Exclusion {
  const endMs = mockNow(state) + days * DAY_MS;
  const running = exclusionOf(state, memberId);
  const exclusion = running && running.endMs >= endMs ? running : { kind, endMs };
  ownSafety(state, memberId).exclusion = exclusion;
  for (const [token, owner] of [...state.sessions]) {
    if (owner !== memberId) continue;
    endPlaySession(state, memberId, token);
    state.sessions.delete(token);
  }
  return exclusion;
}

/** Refuses the login of a member under exclusion (after its password was found right): `login.member.excluded`. */
export function refuseExcludedLogin(state: ExclusionState, memberId: number): void {
  const exclusion = exclusionOf(state, memberId);
  if (!exclusion) return;
  const endTime = formatDateTime(exclusion.endMs);
  const what = exclusion.kind === 'TIMEOUT' ? 'on a time-out' : 'self-excluded';
  throw badRequest('login.member.excluded', `This account is ${what} until ${endTime} (UTC)`, {
    kind: exclusion.kind,
    endTime,
  });
}
