import type { QueryClient } from '@tanstack/react-query';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { openPopupInTurn } from '@/lib/popup-store';
import { announcementsQuery } from '../../api/announcements';
import { isPublicPopupClosed, publicNoticesOf } from './public-notices';

/**
 * Opens the public popup once per session, when the announcements carry a public notice (execution P): at
 * start-up, for whoever is there, since the notice is everyone's. It waits its turn behind any dialog that
 * is open (the login popup of /login, the announcement popup) and is dropped if it was closed meanwhile.
 */
export function watchPublicPopup(client: QueryClient): () => void {
  let stopped = false;
  if (isPublicPopupClosed()) return () => undefined;
  const member = selectIsLoggedIn(useSessionStore.getState());
  // The home page and the announcement popup ask for the same bundle: fetchQuery answers from the cache.
  client.fetchQuery(announcementsQuery(member)).then(
    (bundle) => {
      if (stopped || publicNoticesOf(bundle).length === 0) return;
      openPopupInTurn('publicPopup', {}, () => !stopped && !isPublicPopupClosed());
    },
    // No bundle, no notice: the page's own parts show the failure where it matters.
    () => undefined,
  );
  return () => {
    stopped = true;
  };
}
