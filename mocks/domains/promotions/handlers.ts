import { joinPromotion } from '@/core/api/join-promotion';
import { promotionStatus } from '@/core/api/promotion-status';
import { requestReward } from '@/core/api/request-reward';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import {
  activityRules,
  activityStatuses,
  activityWire,
  initialActivities,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_PICTURES,
  type ActivityRecord,
  type ActivityStatus,
} from './activities';
import { announcements } from '../announcements/announcements';
import { mockNow } from '../clock/clock';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import type { MockState } from '../../state/mock-state';
import { refuseTrial } from '../money/money-checks';
import { readPicture } from '../money/proof-image';
import { findMemberByAccount } from '../members/member-lookup';

// The member's activities (our design; spec 2 names the join and request-reward calls and the statuses).
// See mocks/README.md, "Promotions and activities".

function activitiesOf(state: MockState, member: Member): ActivityRecord[] {
  let records = state.activities.get(member.id);
  if (!records) {
    records = initialActivities();
    state.activities.set(member.id, records);
  }
  return records;
}

function promotionTitle(promotionId: number): string {
  return announcements().promotion.find((p) => p.id === promotionId)?.title ?? `Promotion ${promotionId}`;
}

/** The member's record of the promotion named in the body; refuses unknown promotions and trial accounts. */
function recordFor(state: MockState, member: Member, body: Payload): ActivityRecord {
  refuseTrial(member);
  const promotionId = Number(field(body, 'promotionId'));
  const record = activitiesOf(state, member).find((r) => r.promotionId === promotionId);
  if (!record) throw badRequest('promotion.notFound', 'This promotion does not exist');
  return record;
}

function requireStatus(record: ActivityRecord, wanted: ActivityStatus): void {
  if (record.status !== wanted) {
    throw badRequest('promotion.status.invalid', `This promotion is ${record.status}, not ${wanted}`);
  }
}

function move(
  state: MockState,
  record: ActivityRecord,
  status: ActivityStatus,
  changes: Partial<ActivityRecord> = {},
) {
  Object.assign(record, { status, updateMs: mockNow(state), ...changes });
}

/** A claim pays the reward into the main wallet, with a PROMOTION bonus line in the account record. */
function payReward(state: MockState, member: Member, record: ActivityRecord): number {
  const cents = record.rewardCents || activityRules[record.promotionId]?.rewardCents || 0;
  payPromotionBonus(state, member, cents, promotionTitle(record.promotionId));
  return cents;
}

/** Body { promotionId, comment, images: data URLs }: every picture is checked, its position in the error. */
async function receiveApplication(state: MockState, record: ActivityRecord, body: Payload) {
  const comment = field(body, 'comment');
  if (comment.length > MAX_APPLICATION_COMMENT) {
    throw badRequest(
      'promotion.comment.tooLong',
      `The comment may have at most ${MAX_APPLICATION_COMMENT} characters`,
    );
  }
  const images = Array.isArray(body.images) ? (body.images as unknown[]) : [];
  if (images.length > MAX_APPLICATION_PICTURES) {
    throw badRequest('promotion.images.tooMany', `At most ${MAX_APPLICATION_PICTURES} pictures`);
  }
  if (comment === '' && images.length === 0) {
    throw badRequest('promotion.application.empty', 'Write a comment or add a picture');
  }
  for (const image of images) await readPicture(image, 'promotion.image');
  move(state, record, 'applying', {
    rewardCents: activityRules[record.promotionId]?.rewardCents ?? 0,
    remark: '',
  });
  return { ...activityWire(record), creditedAmount: 0 };
}

export const promotionHandlers = callGroup(
  handle(promotionStatus, ({ state, member }) => {
    refuseTrial(member);
    return { list: activitiesOf(state, member).map(activityWire) };
  }),
  // Body { promotionId }: join -> signed, or apply for the promotions that ask for an application.
  handle(joinPromotion, ({ state, member, body }) => {
    const record = recordFor(state, member, body);
    requireStatus(record, 'join');
    move(state, record, activityRules[record.promotionId]?.afterJoin ?? 'signed');
    return activityWire(record);
  }),
  // Body { promotionId } for a claim (claim -> claimed, paid at once); with { comment, images } for an
  // application (apply -> applying). The answer's creditedAmount is what reached the wallet.
  handle(requestReward, async ({ state, member, body }) => {
    const record = recordFor(state, member, body);
    if (record.status === 'apply') return receiveApplication(state, record, body);
    requireStatus(record, 'claim');
    const cents = payReward(state, member, record);
    move(state, record, 'claimed', { rewardCents: cents });
    return { ...activityWire(record), creditedAmount: cents / 100 };
  }),
);

function refused(message: string): Response {
  return controlRefusal('mock.activity.invalid', message);
}

/**
 * The back office's review: body { account, promotionId, decision: 'approve' | 'reject', reason? }.
 * approve: applying -> claim (the member then claims); reject: applying -> rejected with the reason.
 * Also { status } sets any status directly (demos and tests).
 */
async function decide(state: MockState, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body) return refused('Body must be a JSON object');
  const member = findMemberByAccount(state.members, String(body.account ?? ''));
  if (!member) return refused(`No member ${String(body.account)}`);
  const record = activitiesOf(state, member).find((r) => r.promotionId === Number(body.promotionId));
  if (!record) return refused(`No promotion ${String(body.promotionId)}`);
  if (typeof body.status === 'string') {
    if (!activityStatuses.includes(body.status as ActivityStatus))
      return refused(`Unknown status ${body.status}`);
    move(state, record, body.status as ActivityStatus);
  } else if (body.decision === 'approve' || body.decision === 'reject') {
    if (record.status !== 'applying') return refused(`The application is ${record.status}, not applying`);
    if (body.decision === 'approve') move(state, record, 'claim');
    else
      move(state, record, 'rejected', { remark: String(body.reason ?? 'The application was not accepted.') });
  } else {
    return refused('decision must be approve or reject (or give a status)');
  }
  return controlOk(activityWire(record));
}

export const promotionControlHandlers = [
  controlCall('post', '/activities', ({ state, request }) => decide(state, request)),
];
