import { http, HttpResponse } from 'msw';
import { emitLiveEvent, liveEventTypes, liveListenerCount, type LiveEventType } from '../state/live-events';
import { getState } from '../state/store';
import { findMemberByAccount } from '../state/member-lookup';

// The control side of live events (mocks/README.md "Live events"): push any event to a member's sockets,
// and count them (a test checks that logging out closed them).

const TRIAL_TYPE = 4;

function invalid(message: string): Response {
  return HttpResponse.json({ success: false, errorCode: 'mock.event.invalid', message }, { status: 400 });
}

function isEventType(value: unknown): value is LiveEventType {
  return liveEventTypes.includes(value as LiveEventType);
}

export const liveEventControlHandlers = [
  /** POST /__mock/events { account, type }: answers how many sockets were told. */
  http.post('*/__mock/events', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const { account, type } = record;
    if (typeof account !== 'string' || !isEventType(type)) {
      return invalid(`account is a string; type one of ${liveEventTypes.join(', ')}`);
    }
    const member = findMemberByAccount(getState().members, account);
    if (!member || member.type === TRIAL_TYPE) return invalid(`No member ${account} to tell`);
    return HttpResponse.json({
      success: true,
      value: { delivered: emitLiveEvent(getState(), member.id, type) },
    });
  }),
  /** GET /__mock/events/connections?account=: the member's open, authenticated sockets. */
  http.get('*/__mock/events/connections', ({ request }) => {
    const account = new URL(request.url).searchParams.get('account') ?? '';
    const member = findMemberByAccount(getState().members, account);
    if (!member) return invalid(`No member ${account}`);
    return HttpResponse.json({
      success: true,
      value: { account: member.account, open: liveListenerCount(getState().liveListeners, member.id) },
    });
  }),
];
