import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { preloadHomeBanner } from '@/features/announcements/start-up';
import { App } from './app';
import { AppProviders } from './providers';
import { settledWithin, START_UP_WAIT_MS } from './settled-within';
import { isHomePath, preloadLandingPage } from './site-pages';

/**
 * The React app itself (react-dom, the router, the shell): a chunk of its own, evaluated once start-up's
 * calls have gone out (main.tsx, decision 043). The first render waits for start-up and, briefly, for the
 * landing page's code, so it shows the page itself rather than a loading state first.
 */
export async function renderApp(
  container: HTMLElement,
  queryClient: QueryClient,
  startedUp: Promise<void>,
): Promise<void> {
  const { pathname } = window.location;
  const page = preloadLandingPage(pathname);
  if (isHomePath(pathname)) {
    void startedUp.then(() => preloadHomeBanner(queryClient, selectIsLoggedIn(useSessionStore.getState())));
  }
  await Promise.all([startedUp, settledWithin(page, START_UP_WAIT_MS)]);
  // A transition lets React split the first render into short slices, so the main thread stays free
  // for input (and the page is not one long blocking task on a slow phone).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  });
}
