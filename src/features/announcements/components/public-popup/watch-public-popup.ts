import type { QueryClient } from '@tanstack/react-query';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { ensureContentStrings } from '@/i18n';
import { openPopupInTurn } from '@/lib/popup-store';
import { announcementsQuery } from '../../api/announcements';
import type { AnnouncementBundle } from '@/api';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';
import type { PopupItem } from '../../api/announcements';
/**
 * The public popup's notices (our design, mocks/README.md): the bundle's popups of execution P, for
 * visitors and members alike. The announcement popup's audiences (A, B, F) never include them.
 */
export function publicNoticesOf(bundle: AnnouncementBundle | undefined): PopupItem[] {
  return (bundle?.popup ?? []).filter((item) => item.execution.toUpperCase() === 'P');
}

/** Beside the announcement popup's markers of each audience (A, B, F): P is everyone's. */
const CLOSED_KEY = `${shellSessionKeys.announcementPopup}.P`;

/** Seen once in this tab's session, whoever is logged in: a reload keeps it closed, a new session shows it. */
export function isPublicPopupClosed(): boolean {
  return sessionStore.getRaw(CLOSED_KEY) === 'closed';
}

export function markPublicPopupClosed(): void {
  sessionStore.setRaw(CLOSED_KEY, 'closed');
}

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
      // The popup speaks with the content strings: it is offered once they are in.
      return ensureContentStrings().then(() => {
        if (!stopped) openPopupInTurn('publicPopup', {}, () => !stopped && !isPublicPopupClosed());
      });
    },
    // No bundle, no notice: the page's own parts show the failure where it matters.
    () => undefined,
  );
  return () => {
    stopped = true;
  };
}
