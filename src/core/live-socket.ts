/**
 * What the live-events socket says changed; the client then reads the new state itself. `deposit` and
 * `withdrawal` also say how an order ended, in fields that only word a notice (decision 040).
 */
export type LiveEventType = 'balance' | 'message' | 'contractOffer' | 'deposit' | 'withdrawal';

const eventTypes: ReadonlySet<string> = new Set<LiveEventType>([
  'balance',
  'message',
  'contractOffer',
  'deposit',
  'withdrawal',
]);

/** One event as it came: its type, checked, and the rest of its fields, not (they are the reader's to check). */
export interface LiveEvent {
  type: LiveEventType;
  fields: Readonly<Record<string, unknown>>;
}

/** The part of the browser's WebSocket the connection uses, so tests can hand in a fake. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveConnectionOptions {
  /** The socket's ws:// or wss:// address; null when the site has none (polling alone). */
  url: string | null;
  token: string;
  /** How often to re-read while the socket is down, in ms. */
  pollMs: number;
  onEvent: (event: LiveEvent) => void;
  /** Re-reads what events would have announced: while the socket is down, and once it is back. */
  onPoll: () => void;
  openSocket?: (url: string) => LiveSocket;
  /** 0 <= n < 1; the jitter's source. */
  random?: () => number;
}

export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 60_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): doubling from a second up to a minute,
 * and a random half of it on top of the other half, so that a server coming back is not met by every
 * client at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

function eventOf(data: unknown): LiveEvent | 'ready' | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (message === null || typeof message !== 'object' || Array.isArray(message)) return null;
    const fields = message as Record<string, unknown>;
    const { type } = fields;
    if (type === 'ready') return 'ready';
    return typeof type === 'string' && eventTypes.has(type) ? { type: type as LiveEventType, fields } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a live-events socket open for one session: authenticates in the first message (a token never goes
 * into an address), reconnects with backoff when it drops, and polls while it is down. Returns the stop.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  const { url, token, pollMs, onEvent, onPoll } = options;
  const openSocket = options.openSocket ?? ((address: string) => new WebSocket(address));
  const random = options.random ?? Math.random;
  let stopped = false;
  let socket: LiveSocket | null = null;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  // Set once the socket has been down: events may have been missed, so the next ready re-reads once.
  let missed = false;

  const startPolling = () => {
    pollTimer ??= setInterval(onPoll, pollMs);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const connect = (address: string) => {
    let current: LiveSocket;
    try {
      current = openSocket(address);
    } catch {
      dropped(address);
      return;
    }
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event) => {
      const live = eventOf(event.data);
      if (live === null) return;
      if (live !== 'ready') {
        onEvent(live);
        return;
      }
      attempt = 0;
      stopPolling();
      if (missed) onPoll();
      missed = false;
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      dropped(address);
    };
    // A failed socket also closes: the close decides what happens next.
    current.onerror = () => undefined;
  };

  const dropped = (address: string) => {
    if (stopped) return;
    missed = true;
    startPolling();
    reconnectTimer = setTimeout(() => connect(address), reconnectDelay(attempt, random));
    attempt += 1;
  };

  if (url === null) startPolling();
  else connect(url);

  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    stopPolling();
    const open = socket;
    socket = null;
    if (open) {
      open.onclose = null;
      open.onmessage = null;
      open.close(1000, 'session ended');
    }
  };
}
