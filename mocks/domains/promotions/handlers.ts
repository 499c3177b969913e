import { joinPromotion } from '@/core/api/join-promotion';
import { promotionStatus } from '@/core/api/promotion-status';
import { requestReward } from '@/core/api/request-reward';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import {
  activitiesOf,
  activityRules,
  activityWire,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_PICTURES,
  type ActivityRecord,
  moveActivity,
  type ActivityStatus,
} from './activities';
import { announcements } from '../announcements/announcements';
import type { Member } from '../members/members';
import { payPromotionBonus } from '../money/money-book';
import type { MockState } from '../../state/mock-state';
import { refuseTrial } from '../money/money-checks';
import { readPicture } from '../money/proof-image';

// The member's activities (our design; the product names the join and request-reward calls and the statuses).
// See mocks/README.md, "Promotions and activities".

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
  moveActivity(state, record, 'applying', {
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
    moveActivity(state, record, activityRules[record.promotionId]?.afterJoin ?? 'signed');
    // The platform answers a bare success (spec 5, 3.6 item 23): the client reads the statuses again.
    return null;
  }),
  // Body { promotionId } for a claim (claim -> claimed, paid at once); with { comment, images } for an
  // application (apply -> applying). The answer's creditedAmount is what reached the wallet.
  handle(requestReward, async ({ state, member, body }) => {
    const record = recordFor(state, member, body);
    if (record.status === 'apply') return receiveApplication(state, record, body);
    requireStatus(record, 'claim');
    const cents = payReward(state, member, record);
    moveActivity(state, record, 'claimed', { rewardCents: cents });
    return { ...activityWire(record), creditedAmount: cents / 100 };
  }),
);
