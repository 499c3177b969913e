import type { QueryClient } from '@tanstack/react-query';
import { loadWithRetry } from '@/lib/lazy-with-retry';
import { showStartFailure } from './start-failure';

/**
 * Loads the React app's chunk (already downloading: the page names it) and renders it once start-up is
 * done. Called after start-up's calls have gone out, so they travel while this code is evaluated
 * (decision 043).
 */
export function loadApp(container: HTMLElement, queryClient: QueryClient, startedUp: Promise<void>): void {
  loadWithRetry(() => import('./render-app')).then(
    ({ renderApp }) => renderApp(container, queryClient, startedUp),
    () => showStartFailure(container),
  );
}
