import type { MockState } from '../../state/mock-state';
import { mockNow } from '../clock/clock';
import { daysFromBase, formatDateTime } from '../clock/dates';
import type { Member } from '../members/members';

// The member's side of each promotion (our design, mocks/README.md "Promotions and activities"). The product
// names the statuses; how a promotion moves between them is ours.

export type ActivityStatus =
  | 'join'
  | 'signed'
  | 'claim'
  | 'apply'
  | 'applying'
  | 'process'
  | 'issued'
  | 'claimed'
  | 'rejected'
  | 'close'
  | 'comingSoon';

export const activityStatuses: readonly ActivityStatus[] = [
  'join',
  'signed',
  'claim',
  'apply',
  'applying',
  'process',
  'issued',
  'claimed',
  'rejected',
  'close',
  'comingSoon',
];

export interface ActivityRecord {
  promotionId: number;
  status: ActivityStatus;
  /** Integer cents: the reward ready, paid or asked for; 0 while unknown. */
  rewardCents: number;
  /** Why an application was refused, or a note on the reward. */
  remark: string;
  updateMs: number;
}

/**
 * How each promotion runs once joined: `signed` waits for the member to meet its terms (a control call or
 * the seed makes its reward claimable); `apply` asks for an application (comment and pictures) that the
 * back office reviews. `rewardCents` is what a claim or an approved application pays.
 */
export interface ActivityRule {
  afterJoin: 'signed' | 'apply';
  rewardCents: number;
  /** Every member's status before joining: some promotions are over or still to come. */
  initial: 'join' | 'close' | 'comingSoon';
}

export const activityRules: Readonly<Record<number, ActivityRule>> = {
  501: { afterJoin: 'signed', rewardCents: 100_00, initial: 'join' },
  502: { afterJoin: 'signed', rewardCents: 25_00, initial: 'join' },
  503: { afterJoin: 'signed', rewardCents: 12_00, initial: 'join' },
  504: { afterJoin: 'signed', rewardCents: 88_00, initial: 'join' },
  505: { afterJoin: 'signed', rewardCents: 150_00, initial: 'join' },
  506: { afterJoin: 'apply', rewardCents: 10_00, initial: 'join' },
  507: { afterJoin: 'signed', rewardCents: 20_00, initial: 'close' },
  508: { afterJoin: 'signed', rewardCents: 15_00, initial: 'comingSoon' },
  509: { afterJoin: 'apply', rewardCents: 30_00, initial: 'join' },
  510: { afterJoin: 'signed', rewardCents: 42_50, initial: 'join' },
  511: { afterJoin: 'apply', rewardCents: 40_00, initial: 'join' },
};

export const MAX_APPLICATION_COMMENT = 140;
export const MAX_APPLICATION_PICTURES = 3;

const at = (days: number) => daysFromBase(days);

/** player01 meets every status once (mocks/README.md lists them). */
const player01Seed: readonly ActivityRecord[] = [
  { promotionId: 501, status: 'claimed', rewardCents: 100_00, remark: '', updateMs: at(-8) },
  { promotionId: 502, status: 'claim', rewardCents: 25_00, remark: '', updateMs: at(-1) },
  { promotionId: 503, status: 'signed', rewardCents: 0, remark: '', updateMs: at(-5) },
  { promotionId: 504, status: 'issued', rewardCents: 88_00, remark: '', updateMs: at(-3) },
  { promotionId: 505, status: 'join', rewardCents: 0, remark: '', updateMs: at(-4) },
  { promotionId: 506, status: 'apply', rewardCents: 0, remark: '', updateMs: at(-2) },
  { promotionId: 507, status: 'close', rewardCents: 0, remark: '', updateMs: at(-1) },
  { promotionId: 508, status: 'comingSoon', rewardCents: 0, remark: '', updateMs: at(-3) },
  {
    promotionId: 509,
    status: 'rejected',
    rewardCents: 0,
    remark: 'The picture does not show your date of birth.',
    updateMs: at(-2),
  },
  { promotionId: 510, status: 'process', rewardCents: 42_50, remark: '', updateMs: at(-1) },
  { promotionId: 511, status: 'applying', rewardCents: 40_00, remark: '', updateMs: at(-1) },
];

/** A member's activities before anything was done: each promotion's initial status. */
export function initialActivities(): ActivityRecord[] {
  return Object.entries(activityRules).map(([id, rule]) => ({
    promotionId: Number(id),
    status: rule.initial,
    rewardCents: 0,
    remark: '',
    updateMs: at(-10),
  }));
}

/** The per-member activities of a fresh mock: player01's seed; everyone else starts on first use. */
export function seedActivities(player01Id: number): Map<number, ActivityRecord[]> {
  return new Map([[player01Id, player01Seed.map((record) => ({ ...record }))]]);
}

export function activityWire(record: ActivityRecord) {
  return {
    promotionId: record.promotionId,
    status: record.status,
    rewardAmount: record.rewardCents / 100,
    remark: record.remark,
    updateTime: formatDateTime(record.updateMs),
  };
}

/** The member's record of every promotion, started from the initial statuses on first use. */
export function activitiesOf(state: MockState, member: Member): ActivityRecord[] {
  let records = state.activities.get(member.id);
  if (!records) {
    records = initialActivities();
    state.activities.set(member.id, records);
  }
  return records;
}

/** Moves a record to a status, dated by the mock clock. */
export function moveActivity(
  state: MockState,
  record: ActivityRecord,
  status: ActivityStatus,
  changes: Partial<ActivityRecord> = {},
) {
  Object.assign(record, { status, updateMs: mockNow(state), ...changes });
}
