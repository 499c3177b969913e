import { mockNow } from './clock';
import type { Member } from './members';
import { getState, type MockState } from './store';

// Team management's extra facts about downline members (issue 12, designed): when each last logged in and
// whether the account may play. Kept beside the state (one book per state, so a reset or a test's own scope
// starts from the seed) rather than on Member, which the other areas share.

export type DownlineStatus = 'NORMAL' | 'LOCKED';

interface TeamBook {
  /** member id -> last login (ms); a member absent has never logged in. */
  lastLoginMs: Map<number, number>;
  status: Map<number, DownlineStatus>;
}

const HOUR_MS = 3_600_000;
/** The seeded account that is locked, so the status column shows both values. */
export const LOCKED_SEED_ACCOUNT = 'team07';

const books = new WeakMap<MockState, TeamBook>();

/** Seeded members logged in a deterministic few hours to days before the seed time; new ones never. */
function seedBook(state: MockState): TeamBook {
  const lastLoginMs = new Map<number, number>();
  const status = new Map<number, DownlineStatus>();
  for (const member of state.members.values()) {
    if (member.account === LOCKED_SEED_ACCOUNT) status.set(member.id, 'LOCKED');
    lastLoginMs.set(member.id, Math.max(member.regDate, mockNow() - ((member.id * 7) % 97) * HOUR_MS));
  }
  return { lastLoginMs, status };
}

function book(): TeamBook {
  const state = getState();
  let found = books.get(state);
  if (!found) {
    found = seedBook(state);
    books.set(state, found);
  }
  return found;
}

export function lastLoginOf(member: Member): number | null {
  return book().lastLoginMs.get(member.id) ?? null;
}

export function statusOf(member: Member): DownlineStatus {
  return book().status.get(member.id) ?? 'NORMAL';
}

/** A downline the agent has just created: it has never logged in. */
export function recordNewDownline(member: Member): void {
  book().lastLoginMs.delete(member.id);
}
