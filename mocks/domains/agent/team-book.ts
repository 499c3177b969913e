import type { Member } from '../members/members';

// Team management's extra facts about downline members (issue 12, designed): when each last logged in and
// whether the account may play. A slice of its own (MockState.team) rather than fields of Member, which the
// other areas share.

export type DownlineStatus = 'NORMAL' | 'LOCKED';

export interface TeamBook {
  /** member id -> last login (ms); a member absent has never logged in. */
  lastLoginMs: Map<number, number>;
  status: Map<number, DownlineStatus>;
}

const HOUR_MS = 3_600_000;
/** The seeded account that is locked, so the status column shows both values. */
export const LOCKED_SEED_ACCOUNT = 'team07';

/** Seeded members logged in a deterministic few hours to days before the seed time; new ones never. */
export function seedTeamBook(members: readonly Member[], nowMs: number): TeamBook {
  const lastLoginMs = new Map<number, number>();
  const status = new Map<number, DownlineStatus>();
  for (const member of members) {
    if (member.account === LOCKED_SEED_ACCOUNT) status.set(member.id, 'LOCKED');
    lastLoginMs.set(member.id, Math.max(member.regDate, nowMs - ((member.id * 7) % 97) * HOUR_MS));
  }
  return { lastLoginMs, status };
}

export function lastLoginOf(team: TeamBook, member: Member): number | null {
  return team.lastLoginMs.get(member.id) ?? null;
}

export function statusOf(team: TeamBook, member: Member): DownlineStatus {
  return team.status.get(member.id) ?? 'NORMAL';
}

/** A downline the agent has just created: it has never logged in. */
export function recordNewDownline(team: TeamBook, member: Member): void {
  team.lastLoginMs.delete(member.id);
}
