import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { preconnectImageHosts } from '@/lib/cdn';
import { delay } from '@/lib/delay';
import { initI18n, initialLanguage } from '@/i18n';
import {
  gameVendorsQuery,
  restoreSessionFromUrl,
  resumeSessionAtStart,
  selectIsLoggedIn,
  storeMerchantCode,
  systemStatusQuery,
  useSessionStore,
} from '@/core';
// The feature's start-up face, not its index: the banner's components stay in the home page's chunk.
import { announcementsKey, prefetchAnnouncements, showHomeBanner } from '@/features/announcements/start-up';
import { captureReferralCodes } from '@/features/register';
import { languageOfCalls, wireApiClient } from './client-wiring';
import { wireGameLaunch } from './game-launch-wiring';
import { settledWithin, START_UP_WAIT_MS } from './settled-within';
import { keepStartUpAnswers, restoreStartUpAnswers } from './start-up-answers';

/**
 * Everything that must happen before the first render: the merchant code is stored, a token handed over
 * in the URL becomes the session (and leaves the address bar; beside another session it is asked about
 * first), the API client learns about the session, and the visitor's language is loaded so the first paint
 * is already translated. A login waiting for its password change opens that change again.
 *
 * While the language file downloads, the site status, the vendor list behind the navigation and the
 * announcements (the home banner, the popups every page watches) are requested too. This module stays
 * out of the React app's chunk (no router, no react-dom: decision 043), so these calls go out while that
 * chunk is still downloading, not after it has been evaluated.
 */
export async function bootstrap(queryClient: QueryClient, root: HTMLElement): Promise<void> {
  storeMerchantCode();
  restoreSessionFromUrl();
  // An invitation code in any landing address is kept for a registration later in the visit.
  captureReferralCodes();
  const language = initialLanguage(env.VITE_DEFAULT_LANGUAGE);
  wireApiClient(queryClient, language);
  wireGameLaunch(queryClient);
  const member = selectIsLoggedIn(useSessionStore.getState());
  // A returning visitor sees what the last visit read at once, while every answer is asked again.
  const kept = [systemStatusQuery.queryKey, gameVendorsQuery.queryKey, announcementsKey(false)];
  const returning = !member && restoreStartUpAnswers(queryClient, language, kept);
  keepStartUpAnswers(queryClient, () => languageOfCalls(language), kept);
  const again = returning ? { staleTime: 0 } : {};
  // prefetchQuery never throws: a failed status is kept in the cache and the status gate shows its error
  // page, exactly as when the gate fetched it itself (or, for a returning visitor, the kept answer stays).
  const status = queryClient.prefetchQuery({ ...systemStatusQuery, ...again });
  const vendors = queryClient.prefetchQuery({ ...gameVendorsQuery, ...again });
  const announcements = prefetchAnnouncements(queryClient, member, returning);
  void status.then(() =>
    preconnectImageHosts(queryClient.getQueryData(systemStatusQuery.queryKey)?.info.imageCDNs ?? []),
  );
  // The home page's largest picture starts (and on a phone, shows) as soon as its address is known,
  // while the app's code is still on its way (decisions 044, 045). /login, /register and /help open a popup
  // over the home page: the app preloads theirs. A guest without kept answers is on a first visit: the
  // app's code is not in the browser's cache yet.
  if ([paths.home, ...paths.homeAliases].some((home) => home === window.location.pathname)) {
    showHomeBanner(queryClient, member, root, Promise.all([status, announcements]), !member && !returning);
  }
  // The calls are out: the language waits for the next task, so the one that sent them ends sooner (on a
  // slow phone each task's length is time the calls spend waiting to leave).
  await delay(0);
  if (returning) {
    await initI18n(language);
    await resumeSessionAtStart(queryClient);
    return;
  }
  // The first render waits for the status (the gate would only show a spinner without it) and, briefly,
  // for the vendors and announcements: one render of the complete shell with its banner is far cheaper on
  // a slow phone than a splash, then the shell, then the shell again, each a long blocking task.
  await Promise.all([
    initI18n(language),
    status,
    settledWithin(vendors, START_UP_WAIT_MS),
    settledWithin(announcements, START_UP_WAIT_MS),
  ]);
  await resumeSessionAtStart(queryClient);
}
