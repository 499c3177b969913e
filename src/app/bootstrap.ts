import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { initI18n, initialLanguage } from '@/i18n';
import {
  gameVendorsQuery,
  restoreSessionFromUrl,
  selectIsLoggedIn,
  storeMerchantCode,
  systemStatusQuery,
  useSessionStore,
} from '@/core';
// The feature's start-up face, not its index: the banner's components stay in the home page's chunk.
import { preloadHomeAnnouncements } from '@/features/announcements/start-up';
import { captureReferralCodes } from '@/features/register';
import { wireApiClient } from './client-wiring';
import { wireGameLaunch } from './game-launch-wiring';
import { isHomePath, preloadLandingPage } from './site-pages';

/**
 * Everything that must happen before the first render: the merchant code is stored, a token handed over
 * in the URL becomes the session (and leaves the address bar), the API client learns about the session,
 * and the visitor's language is loaded so the first paint is already translated.
 *
 * While the language file downloads, the site status, the vendor list behind the navigation and the
 * landing page's chunk are requested too: each used to wait for the render before it, a chain of network
 * round trips before the first real content (the largest cost on a slow mobile connection).
 */
export async function bootstrap(queryClient: QueryClient): Promise<void> {
  storeMerchantCode();
  restoreSessionFromUrl();
  // An invitation code in any landing address is kept for a registration later in the visit.
  captureReferralCodes();
  const language = initialLanguage(env.VITE_DEFAULT_LANGUAGE);
  wireApiClient(queryClient, language);
  wireGameLaunch(queryClient);
  // prefetchQuery never throws: a failed status is kept in the cache and the status gate shows its error
  // page, exactly as when the gate fetched it itself.
  const status = queryClient.prefetchQuery(systemStatusQuery);
  const vendors = queryClient.prefetchQuery(gameVendorsQuery);
  const page = preloadLandingPage(window.location.pathname);
  // The home page's first picture (the banner, its largest element) waits for this answer: ask now, and
  // let the first render wait for it briefly too, so the picture is in the first paint's markup.
  const announcements = isHomePath(window.location.pathname)
    ? preloadHomeAnnouncements(
        queryClient,
        selectIsLoggedIn(useSessionStore.getState()),
        status.then(() => queryClient.getQueryData(systemStatusQuery.queryKey)?.info.imageCDNs ?? []),
      )
    : Promise.resolve();
  // The first render waits for the status (the gate would only show a spinner without it) and, briefly,
  // for the vendors: one render of the complete shell is far cheaper on a slow phone than a splash, then
  // the shell, then the shell again with its navigation, each a long blocking task.
  await Promise.all([
    initI18n(language),
    status,
    settledWithin(vendors, VENDORS_WAIT_MS),
    settledWithin(announcements, VENDORS_WAIT_MS),
    // With the landing page's code in, the first render shows the page itself, not a loading state first.
    settledWithin(page, VENDORS_WAIT_MS),
  ]);
}

/** How long the first render waits for the vendor list and the home announcements; past this they fill in when they come. */
const VENDORS_WAIT_MS = 1000;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
