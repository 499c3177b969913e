import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '@/api';
import { currentLanguage, i18n, type ShippedLanguage } from '@/i18n';
import { openPopup } from '@/lib/popup-store';
import { configureGameLaunch, forgetMemberData, systemStatusQuery, useSessionStore } from '@/core';

/**
 * Connects the API client to the session and language. A 401 for the current token ends the session
 * here, in one place: identity forgotten, member data dropped, login popup opened, and the visitor stays on the page.
 *
 * `startLanguage` is the language start-up is loading: the first calls go out while its file is still
 * downloading (in parallel, to save a round trip), and they must already carry the visitor's language.
 */
export function wireApiClient(queryClient: QueryClient, startLanguage?: ShippedLanguage): void {
  configureGameLaunch(() => queryClient.getQueryData(systemStatusQuery.queryKey)?.info.launchGameCDNs ?? []);
  configureClient({
    getToken: () => useSessionStore.getState().token,
    getLanguage: () => (!i18n.isInitialized && startLanguage ? startLanguage : currentLanguage()),
    onSessionExpired: (token) => {
      // A late 401 for an older token must not end the session begun since (or one already ended).
      if (useSessionStore.getState().token !== token) return;
      useSessionStore.getState().clear();
      forgetMemberData(queryClient);
      openPopup('login');
    },
  });
}
