import type { QueryClient } from '@tanstack/react-query';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { openPopupInTurn } from '@/lib/popup-store';
import { announcementsQuery, popupAudience, type PopupAudience } from '../../api/announcements';
import { isPopupClosed, popupsFor } from './popup-audience';

/**
 * Opens the announcement popup once per session (product rules: states and flows): at start-up for whoever is there,
 * and again when a visitor logs in, because the member's popups (A, or F at a first login) are another
 * audience's and have not been seen yet. Each audience is closed on its own, so a logout never brings back
 * the visitor's popup once it was closed, and a member who arrives logged in sees only theirs. Loaded
 * after the first paint: none of it weighs on the first visit.
 */
export function watchAnnouncementPopup(client: QueryClient): () => void {
  let offered: PopupAudience | null = null;

  const offer = () => {
    const member = selectIsLoggedIn(useSessionStore.getState());
    const audience = popupAudience(member);
    if (audience === offered || isPopupClosed(audience)) return;
    offered = audience;
    // The home page has asked for this bundle already: fetchQuery answers from the cache when it is fresh.
    client.fetchQuery(announcementsQuery(member)).then(
      (bundle) => {
        if (offered !== audience || popupsFor(bundle, audience).length === 0) return;
        // It never covers what the visitor came to do (the login popup of /login, a forced password change,
        // a contract offer): it waits until no other dialog is open.
        openPopupInTurn('announcement', {}, () => offered === audience && !isPopupClosed(audience));
      },
      // No bundle, no popup: the page's own parts show the failure where it matters.
      () => undefined,
    );
  };

  offer();
  return useSessionStore.subscribe((state, previous) => {
    if (state.token !== null && previous.token === null) offer();
  });
}
