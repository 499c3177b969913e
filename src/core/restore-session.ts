import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { closePopupsNamed, openPopup } from '@/lib/popup-store';
import { sessionStore } from '@/lib/storage';
import { sessionKeys, shellSessionKeys } from '@/lib/storage-keys';
import { resumePasswordChange } from './password-change';
import { reloadSessionFromStorage, useSessionStore } from './session-store';
import { signOut } from './sign-out';

/** The token the script at the top of index.html took from the address, taken out of storage at once. */
function takeHandedOverToken(): string | null {
  const token = sessionStore.get(shellSessionKeys.handoverToken);
  sessionStore.remove(shellSessionKeys.handoverToken);
  return token;
}

/**
 * A token handed over while another session was here, held in memory only until the person answers
 * whether to switch (decision 049): a reload forgets it, and the session that was here stays.
 */
let awaitingAnswer: string | null = null;

/**
 * A login handed over in the address (`?token=`, from an app or a partner site) becomes the session
 * token, and the token leaves the address bar so it is not bookmarked, shared or logged. The script at the
 * top of index.html moves it out of the address before anything loads (decision 016); a token still in the
 * address (no storage for that script, or a test without index.html) is taken from there. Other query
 * parameters and the hash stay.
 *
 * A link must not silently put another account in place of the one logged in here (a login CSRF: the
 * next deposit would go to the link's account). So a token unlike the session's (or a login's waiting for
 * its password change) is not taken: `resumeSessionAtStart` asks first. The same token again changes
 * nothing. Returns whether a token became the session.
 */
export function restoreSessionFromUrl(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  const inAddress = url.searchParams.get('token');
  if (inAddress) {
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const token = takeHandedOverToken() ?? inAddress;
  const present = sessionStore.get(sessionKeys.token);
  awaitingAnswer = token && present && token !== present ? token : null;
  const adopted = Boolean(token) && !present;
  if (adopted) sessionStore.set(sessionKeys.token, token!);
  reloadSessionFromStorage();
  return adopted;
}

/**
 * Asks, once the strings are in, whether a token handed over beside another session should replace it:
 * "keep my session" (also Escape or the close button) forgets the link's token; "switch account" logs the
 * session here out (its identity and data go before the new one's member info is asked) and takes it.
 */
function askAboutHandedOverToken(queryClient: QueryClient): void {
  const token = awaitingAnswer;
  awaitingAnswer = null;
  if (!token) return;
  openPopup('confirm', {
    title: i18n.t('handover_title'),
    message: i18n.t('handover_message'),
    cancelLabel: i18n.t('handover_keep'),
    confirmLabel: i18n.t('handover_switch'),
    onConfirm: async () => {
      // Logged out first, then the link's token: the previous member's name never stands beside it.
      await signOut(queryClient);
      // A password change the session here was waiting for is not the new account's.
      closePopupsNamed('changePassword');
      useSessionStore.getState().setToken(token);
    },
  });
}

/**
 * What start-up leaves for the person, once the strings are in: a login waiting for its password change
 * comes back to it, and a token handed over beside another session is asked about (on top).
 */
export function resumeSessionAtStart(queryClient: QueryClient): void {
  resumePasswordChange();
  askAboutHandedOverToken(queryClient);
}
