import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { clearNotices, pushNotice, type LiveNotice } from '@/lib/live-notices';
import { openPopupInTurn } from '@/lib/popup-store';
import { connectLiveEvents, type LiveEvent, type LiveEventType, type LiveSocket } from './live-socket';
import { memberKeyRoot, walletKeyRoot } from './member-data';

/*
 * The member centre's unread counts (unread-counts.ts) and the inbox's pages (features/messages) live under
 * these keys; core may not import a feature, so the prefixes are named here and a unit test holds them to
 * the real keys. The contract keys are the agent centre's to use: a contract offer re-reads whatever is
 * under them.
 */
export const unreadKeyRoot = [...memberKeyRoot, 'centre', 'unread'] as const;
export const inboxKeyRoot = [...memberKeyRoot, 'centre', 'messages'] as const;
export const contractKeyRoot = [...memberKeyRoot, 'contracts'] as const;

/** Marks what an event announces as stale: what is on screen is read again, the rest when next shown. */
export function rereadFor(queryClient: QueryClient, type: LiveEventType): void {
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey }).catch(() => undefined);
  // A decided deposit or withdrawal moves the balance and the lists as `balance` says it (decision 040).
  if (type === 'balance' || type === 'deposit' || type === 'withdrawal') {
    invalidate(walletKeyRoot);
  } else if (type === 'message') {
    invalidate(unreadKeyRoot);
    invalidate(inboxKeyRoot);
  } else {
    invalidate(contractKeyRoot);
    // The offer waits for an answer: its popup opens in its turn, once however many offers arrive.
    openPopupInTurn('contract', {});
  }
}

/** The server's "yyyy-MM-dd HH:mm[:ss]", the form of every time on the wire. */
const SERVER_TIME = /^\d{4}-[01]\d-[0-3]\d ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** A title longer than this is cut: a toast is a line or two, the inbox has the rest. */
export const NOTICE_TITLE_MAX = 80;

const amountOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const timeOf = (value: unknown) => (typeof value === 'string' && SERVER_TIME.test(value) ? value : null);

/** The sender's words, as plain text on one line; nothing when there are none. */
function titleOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control characters and runs of blanks say nothing in a one-line toast.
  const line = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line === '') return null;
  return line.length > NOTICE_TITLE_MAX ? `${line.slice(0, NOTICE_TITLE_MAX - 1).trimEnd()}…` : line;
}

/**
 * What a toast may say about an event (decision 040), or null: `balance` says nothing worth a toast, and a
 * deposit or withdrawal whose display fields are missing or malformed shows none (its re-read still
 * happens). A message's title is optional.
 */
export function noticeFor({ type, fields }: LiveEvent): LiveNotice | null {
  if (type === 'message') return { kind: 'message', title: titleOf(fields.title) };
  if (type === 'contractOffer') return { kind: 'contractOffer' };
  if (type !== 'deposit' && type !== 'withdrawal') return null;
  const amount = amountOf(fields.amount);
  const requestTime = timeOf(fields.requestTime);
  if (amount === null || requestTime === null) return null;
  const details = { amount, requestTime, at: timeOf(fields.at) };
  const { outcome } = fields;
  if (type === 'deposit') {
    return outcome === 'credited' || outcome === 'failed' ? { kind: 'deposit', outcome, ...details } : null;
  }
  return outcome === 'approved' || outcome === 'rejected'
    ? { kind: 'withdrawal', outcome, ...details }
    : null;
}

/** An event as the client takes it: what it makes stale is read again, and a notice, if any, is shown. */
export function takeLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  rereadFor(queryClient, event.type);
  const notice = noticeFor(event);
  if (notice) pushNotice(notice);
}

/** The socket's address on the page's own origin, or null when the site has none. */
export function liveEventsUrl(path: string, page: Location | URL = window.location): string | null {
  if (path === 'none') return null;
  const url = new URL(path, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export interface LiveEventsSettings {
  openSocket?: (url: string) => LiveSocket;
  random?: () => number;
}

/**
 * Live events for one real account's session: events re-read the balance, the inbox and contract offers,
 * and say what happened in notices; while the socket is down the balance and the unread counts are re-read
 * every VITE_LIVE_EVENTS_POLL_MS. Returns the stop (logout, end of session), which also clears the notices.
 */
export function startLiveEvents(
  queryClient: QueryClient,
  token: string,
  settings: LiveEventsSettings = {},
): () => void {
  const stop = connectLiveEvents({
    ...settings,
    url: liveEventsUrl(env.VITE_LIVE_EVENTS_PATH),
    token,
    pollMs: env.VITE_LIVE_EVENTS_POLL_MS,
    onEvent: (event) => takeLiveEvent(queryClient, event),
    onPoll: () => {
      rereadFor(queryClient, 'balance');
      void queryClient.invalidateQueries({ queryKey: unreadKeyRoot }).catch(() => undefined);
    },
  });
  return () => {
    stop();
    clearNotices();
  };
}
