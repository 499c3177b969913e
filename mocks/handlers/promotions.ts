import { http, HttpResponse } from 'msw';
import { joinPromotion } from '@/core/api/join-promotion';
import { promotionStatus } from '@/core/api/promotion-status';
import { requestReward } from '@/core/api/request-reward';
import { callGroup, handle } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import { field, type Payload } from '../protocol/read-body';
import {
  activityRules,
  activityStatuses,
  activityWire,
  initialActivities,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_PICTURES,
  type ActivityRecord,
  type ActivityStatus,
} from '../state/activities';
import { announcements } from '../state/announcements';
import { mockNow } from '../state/clock';
import type { Member } from '../state/members';
import { addTransaction, mainWallet } from '../state/money-book';
import { getState } from '../state/store';
import { refuseTrial } from './money-checks';
import { readPicture } from './proof-image';
import { findMemberByAccount } from '../state/member-lookup';

// The member's activities (our design; spec 2 names the join and request-reward calls and the statuses).
// See mocks/README.md, "Promotions and activities".

function activitiesOf(member: Member): ActivityRecord[] {
  const state = getState();
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
function recordFor(member: Member, body: Payload): ActivityRecord {
  refuseTrial(member);
  const promotionId = Number(field(body, 'promotionId'));
  const record = activitiesOf(member).find((r) => r.promotionId === promotionId);
  if (!record) throw badRequest('promotion.notFound', 'This promotion does not exist');
  return record;
}

function requireStatus(record: ActivityRecord, wanted: ActivityStatus): void {
  if (record.status !== wanted) {
    throw badRequest('promotion.status.invalid', `This promotion is ${record.status}, not ${wanted}`);
  }
}

function move(record: ActivityRecord, status: ActivityStatus, changes: Partial<ActivityRecord> = {}) {
  Object.assign(record, { status, updateMs: mockNow(getState()), ...changes });
}

/** A claim pays the reward into the main wallet, with a PROMOTION bonus line in the account record. */
function payReward(member: Member, record: ActivityRecord): number {
  const cents = record.rewardCents || activityRules[record.promotionId]?.rewardCents || 0;
  mainWallet(member).cents += cents;
  addTransaction(getState(), member.id, {
    type: 'BONUS',
    cents,
    bonusType: 'PROMOTION',
    remark: promotionTitle(record.promotionId),
  });
  return cents;
}

/** Body { promotionId, comment, images: data URLs }: every picture is checked, its position in the error. */
async function receiveApplication(record: ActivityRecord, body: Payload) {
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
  move(record, 'applying', { rewardCents: activityRules[record.promotionId]?.rewardCents ?? 0, remark: '' });
  return { ...activityWire(record), creditedAmount: 0 };
}

export const promotionHandlers = callGroup(
  handle(promotionStatus, ({ member }) => {
    refuseTrial(member);
    return { list: activitiesOf(member).map(activityWire) };
  }),
  // Body { promotionId }: join -> signed, or apply for the promotions that ask for an application.
  handle(joinPromotion, ({ member, body }) => {
    const record = recordFor(member, body);
    requireStatus(record, 'join');
    move(record, activityRules[record.promotionId]?.afterJoin ?? 'signed');
    return activityWire(record);
  }),
  // Body { promotionId } for a claim (claim -> claimed, paid at once); with { comment, images } for an
  // application (apply -> applying). The answer's creditedAmount is what reached the wallet.
  handle(requestReward, async ({ member, body }) => {
    const record = recordFor(member, body);
    if (record.status === 'apply') return receiveApplication(record, body);
    requireStatus(record, 'claim');
    const cents = payReward(member, record);
    move(record, 'claimed', { rewardCents: cents });
    return { ...activityWire(record), creditedAmount: cents / 100 };
  }),
);

function refused(message: string): Response {
  return HttpResponse.json({ success: false, errorCode: 'mock.activity.invalid', message }, { status: 400 });
}

/**
 * The back office's review: body { account, promotionId, decision: 'approve' | 'reject', reason? }.
 * approve: applying -> claim (the member then claims); reject: applying -> rejected with the reason.
 * Also { status } sets any status directly (demos and tests).
 */
async function decide(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return refused('Body must be a JSON object');
  const member = findMemberByAccount(getState().members, String(body.account ?? ''));
  if (!member) return refused(`No member ${String(body.account)}`);
  const record = activitiesOf(member).find((r) => r.promotionId === Number(body.promotionId));
  if (!record) return refused(`No promotion ${String(body.promotionId)}`);
  if (typeof body.status === 'string') {
    if (!activityStatuses.includes(body.status as ActivityStatus))
      return refused(`Unknown status ${body.status}`);
    move(record, body.status as ActivityStatus);
  } else if (body.decision === 'approve' || body.decision === 'reject') {
    if (record.status !== 'applying') return refused(`The application is ${record.status}, not applying`);
    if (body.decision === 'approve') move(record, 'claim');
    else move(record, 'rejected', { remark: String(body.reason ?? 'The application was not accepted.') });
  } else {
    return refused('decision must be approve or reject (or give a status)');
  }
  return HttpResponse.json({ success: true, value: activityWire(record) });
}

export const promotionControlHandlers = [http.post('*/__mock/activities', ({ request }) => decide(request))];
