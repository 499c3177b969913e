import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { settleContracts } from '../agent/contracts';
import { advanceClock, mockNow } from './clock';
import { formatDateTime } from './dates';
import type { MockState } from '../../state/mock-state';

function clockValue(state: MockState) {
  const now = mockNow(state);
  return { now, nowText: formatDateTime(now) };
}

/** `POST /__mock/clock { advanceMinutes }` moves the mock's now forward; `/__mock/reset` puts it back. */
export const clockControlHandlers = [
  controlCall('get', '/clock', ({ state }) => controlOk(clockValue(state))),
  controlCall('post', '/clock', async ({ state, request }) => {
    const minutes = (await readJsonObject(request))?.advanceMinutes;
    // Forward only: records and deadlines already written assume time never runs backwards.
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
      return controlRefusal('mock.clock.invalid', 'advanceMinutes must be a number >= 0');
    }
    const before = mockNow(state);
    advanceClock(state, minutes);
    // Contracts settle on the clock: real-time salary every 5 minutes, daily salary the next day.
    settleContracts(state, before, mockNow(state));
    return controlOk(clockValue(state));
  }),
];
