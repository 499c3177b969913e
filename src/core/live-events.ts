import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { openPopupInTurn } from '@/lib/popup-store';
import { connectLiveEvents, type LiveEventType, type LiveSocket } from './live-socket';
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
  if (type === 'balance') {
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
 * Live events for one real account's session: events re-read the balance, the inbox and contract offers;
 * while the socket is down the balance and the unread counts are re-read every VITE_LIVE_EVENTS_POLL_MS.
 * Returns the stop (logout, end of session).
 */
export function startLiveEvents(
  queryClient: QueryClient,
  token: string,
  settings: LiveEventsSettings = {},
): () => void {
  return connectLiveEvents({
    ...settings,
    url: liveEventsUrl(env.VITE_LIVE_EVENTS_PATH),
    token,
    pollMs: env.VITE_LIVE_EVENTS_POLL_MS,
    onEvent: (type) => rereadFor(queryClient, type),
    onPoll: () => {
      rereadFor(queryClient, 'balance');
      void queryClient.invalidateQueries({ queryKey: unreadKeyRoot }).catch(() => undefined);
    },
  });
}
