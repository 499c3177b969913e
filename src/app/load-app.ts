import type { QueryClient } from '@tanstack/react-query';
import { delay } from '@/lib/delay';
import { picturesIn } from '@/lib/first-paint';
import { loadWithRetry } from '@/lib/lazy-with-retry';
import { showStartFailure } from './start-failure';

/**
 * How long the app's code lets the first screen's picture have the link to itself (decision 045): long
 * enough for a banner on a slow phone link, short enough that a stalled picture does not hold the page.
 */
const PICTURE_HEAD_START_MS = 1000;

/**
 * Loads the React app's chunk and renders it once start-up is done. Called after start-up's calls have
 * gone out, so they travel while this code downloads and is evaluated (decision 043). Outside a phone's
 * first visit to the home page the page names the chunk, so it is downloading already; on that visit the
 * chunk is asked for once start-up's early banner is on the glass (decision 045).
 */
export function loadApp(container: HTMLElement, queryClient: QueryClient, startedUp: Promise<void>): void {
  void Promise.race([picturesIn(), delay(PICTURE_HEAD_START_MS)])
    .then(() => loadWithRetry(() => import('./render-app')))
    .then(
      ({ renderApp }) => renderApp(container, queryClient, startedUp),
      () => showStartFailure(container),
    );
}
