import {
  connectLiveEvents,
  reconnectDelay,
  RECONNECT_MAX_MS,
  type LiveConnectionOptions,
  type LiveEvent,
} from '@/core/live-socket';
import { FakeWebSocket } from '../support/fake-web-socket';

const TOKEN = 'a1b2c3d4e5f6';
const POLL_MS = 30_000;

function connect(overrides: Partial<LiveConnectionOptions> = {}) {
  const onEvent = vi.fn();
  const onPoll = vi.fn();
  const stop = connectLiveEvents({
    url: 'ws://portal.test/wps/live',
    token: TOKEN,
    pollMs: POLL_MS,
    onEvent,
    onPoll,
    openSocket: (url) => new FakeWebSocket(url),
    // The jitter at its lowest: each wait is exactly half its ceiling.
    random: () => 0,
    ...overrides,
  });
  return { onEvent, onPoll, stop };
}

/** The socket opens and the server accepts the token. */
function ready(socket = FakeWebSocket.latest()) {
  socket.open();
  socket.receive({ type: 'ready' });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live-events connection', () => {
  it('authenticates in its first message and never puts the token in the address', () => {
    connect();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://portal.test/wps/live');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: TOKEN })]);
  });

  it('hands each known event on, and ignores what it does not know', () => {
    const { onEvent } = connect();
    const socket = ready();
    socket.receive({ type: 'balance', at: '2026-11-01 12:00:00' });
    socket.receive({ type: 'message' });
    socket.receive({ type: 'contractOffer' });
    socket.receive({ type: 'deposit', outcome: 'credited', amount: 'not checked here' });
    socket.receive({ type: 'withdrawal' });
    socket.receive({ type: 'jackpot', amount: 100 });
    socket.receive(['balance']);
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onEvent.mock.calls.map(([event]) => (event as LiveEvent).type)).toEqual([
      'balance',
      'message',
      'contractOffer',
      'deposit',
      'withdrawal',
    ]);
    // The fields go on as they came: the reader checks what it uses.
    expect((onEvent.mock.calls[3]?.[0] as LiveEvent).fields).toEqual({
      type: 'deposit',
      outcome: 'credited',
      amount: 'not checked here',
    });
  });

  it('reconnects after 1, 2, 4 ... seconds, at most a minute, and starts over once connected', () => {
    connect();
    FakeWebSocket.latest().drop();
    // Waits of 1 s, 2 s, 4 s ... with the jitter at its lowest (half): 0.5 s, 1 s, 2 s ...
    for (const wait of [500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      const before = FakeWebSocket.opened.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.opened).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.opened).toHaveLength(before + 1);
      FakeWebSocket.latest().drop();
    }
    // Connected again: the next drop waits the first delay again.
    vi.advanceTimersByTime(30_000);
    ready();
    FakeWebSocket.latest().drop();
    const before = FakeWebSocket.opened.length;
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.opened).toHaveLength(before + 1);
  });

  it('spreads the waits with jitter between half and all of the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999_999)).toBeCloseTo(1000, 0);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 0.999_999)).toBeCloseTo(RECONNECT_MAX_MS, 0);
  });

  it('polls while the socket is down, and stops once it is back (after one catch-up read)', () => {
    const { onPoll } = connect();
    ready();
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(onPoll).not.toHaveBeenCalled();

    FakeWebSocket.latest().drop();
    // The reconnection keeps failing: the poll goes on regardless.
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(5000);
      FakeWebSocket.latest().drop();
    }
    expect(onPoll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(POLL_MS);
    expect(onPoll).toHaveBeenCalledTimes(2);

    // A reconnection is due within the minute: this one is accepted.
    vi.advanceTimersByTime(60_000);
    const polled = onPoll.mock.calls.length;
    ready();
    // What was missed while down is read once as it comes back; then the socket alone tells.
    expect(onPoll).toHaveBeenCalledTimes(polled + 1);
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(onPoll).toHaveBeenCalledTimes(polled + 1);
  });

  it('keeps polling when the server refuses the token, and keeps trying with backoff', () => {
    const { onPoll } = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.drop(4001);
    vi.advanceTimersByTime(POLL_MS);
    expect(onPoll).toHaveBeenCalled();
    expect(FakeWebSocket.opened.length).toBeGreaterThan(1);
  });

  it('polls alone when the site has no socket', () => {
    const { onPoll } = connect({ url: null });
    expect(FakeWebSocket.opened).toHaveLength(0);
    vi.advanceTimersByTime(POLL_MS);
    expect(onPoll).toHaveBeenCalledTimes(1);
  });

  it('closes the socket when stopped, and neither reconnects nor polls after', () => {
    const { onPoll, onEvent, stop } = connect();
    const socket = ready();
    stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop();
    socket.receive({ type: 'balance' });
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(onPoll).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('stopped while waiting to reconnect, it neither reconnects nor polls', () => {
    const { onPoll, stop } = connect();
    FakeWebSocket.latest().drop();
    stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(onPoll).not.toHaveBeenCalled();
  });
});
