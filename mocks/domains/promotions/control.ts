import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import type { MockState } from '../../state/mock-state';
import { findMemberByAccount } from '../members/member-lookup';
import {
  activitiesOf,
  activityStatuses,
  activityWire,
  moveActivity,
  type ActivityStatus,
} from './activities';

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
    moveActivity(state, record, body.status as ActivityStatus);
  } else if (body.decision === 'approve' || body.decision === 'reject') {
    if (record.status !== 'applying') return refused(`The application is ${record.status}, not applying`);
    if (body.decision === 'approve') moveActivity(state, record, 'claim');
    else
      moveActivity(state, record, 'rejected', {
        remark: String(body.reason ?? 'The application was not accepted.'),
      });
  } else {
    return refused('decision must be approve or reject (or give a status)');
  }
  return controlOk(activityWire(record));
}

export const promotionControlHandlers = [
  controlCall('post', '/activities', ({ state, request }) => decide(state, request)),
];
