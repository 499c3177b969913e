import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { emitLiveEvent, liveEventTypes, liveListenerCount, type LiveEventType } from './live-events';
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

export const liveEventControlHandlers = [
  /** POST /__mock/events { account, type }: answers how many sockets were told. */
  controlCall('post', '/events', async ({ state, request }) => {
    const { account, type } = (await readJsonObject(request)) ?? {};
    if (typeof account !== 'string' || !isEventType(type)) {
      return invalid(`account is a string; type one of ${liveEventTypes.join(', ')}`);
    }
    const member = findMemberByAccount(state.members, account);
    if (!member || isTrial(member)) return invalid(`No member ${account} to tell`);
    return controlOk({ delivered: emitLiveEvent(state, member.id, type) });
  }),
  /** GET /__mock/events/connections?account=: the member's open, authenticated sockets. */
  controlCall('get', '/events/connections', ({ state, query }) => {
    const account = query.get('account') ?? '';
    const member = findMemberByAccount(state.members, account);
    if (!member) return invalid(`No member ${account}`);
    return controlOk({ account: member.account, open: liveListenerCount(state.liveListeners, member.id) });
  }),
];
