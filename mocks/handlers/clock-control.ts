import { http, HttpResponse } from 'msw';
import { settleContracts } from '../state/agent-contracts';
import { advanceClock, mockNow } from '../state/clock';
import { formatDateTime } from '../state/dates';
import { getState } from '../state/store';

function clockValue() {
  const now = mockNow(getState());
  return { now, nowText: formatDateTime(now) };
}

/** `POST /__mock/clock { advanceMinutes }` moves the mock's now forward; `/__mock/reset` puts it back. */
export const clockControlHandlers = [
  http.get('*/__mock/clock', () => HttpResponse.json({ success: true, value: clockValue() })),
  http.post('*/__mock/clock', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { advanceMinutes?: unknown } | null;
    const minutes = body?.advanceMinutes;
    // Forward only: records and deadlines already written assume time never runs backwards.
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
      return HttpResponse.json(
        { success: false, errorCode: 'mock.clock.invalid', message: 'advanceMinutes must be a number >= 0' },
        { status: 400 },
      );
    }
    const before = mockNow(getState());
    advanceClock(getState(), minutes);
    // Contracts settle on the clock: real-time salary every 5 minutes, daily salary the next day.
    settleContracts(getState(), before, mockNow(getState()));
    return HttpResponse.json({ success: true, value: clockValue() });
  }),
];
