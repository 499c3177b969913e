import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import {
  emitLiveEvent,
  liveEventTypes,
  liveListenerCount,
  type LiveEventFields,
  type LiveEventType,
} from './live-events';
import { findMemberByAccount } from '../members/member-lookup';
import { isTrial } from '../members/members';

// The control side of live events (mocks/README.md "Live events"): push any event to a member's sockets,
// and count them (a test checks that logging out closed them).

function invalid(message: string): Response {
  return controlRefusal('mock.event.invalid', message);
}

function isEventType(value: unknown): value is LiveEventType {
  return liveEventTypes.includes(value as LiveEventType);
}

/** Extra fields go out as given, right or wrong: tests send malformed notices on purpose. */
function isFields(value: unknown): value is LiveEventFields {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === null || typeof v === 'string' || typeof v === 'number')
  );
}

export const liveEventControlHandlers = [
  /** POST /__mock/events { account, type, fields? }: answers how many sockets were told. */
  controlCall('post', '/events', async ({ state, request }) => {
    const { account, type, fields = {} } = (await readJsonObject(request)) ?? {};
    if (typeof account !== 'string' || !isEventType(type) || !isFields(fields)) {
      return invalid(
        `account is a string; type one of ${liveEventTypes.join(', ')}; fields, when given, an object of strings and numbers`,
      );
    }
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) return invalid(`No member ${account} to tell`);
    return controlOk({ delivered: emitLiveEvent(state, member.id, type, fields) });
  }),
  /** GET /__mock/events/connections?account=: the member's open, authenticated sockets. */
  controlCall('get', '/events/connections', ({ state, query }) => {
    const account = query.get('account') ?? '';
    const member = findMemberByAccount(state.members, account);
    if (!member) return invalid(`No member ${account}`);
    return controlOk({ account: member.account, open: liveListenerCount(state.liveListeners, member.id) });
  }),
];
