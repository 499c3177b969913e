import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/storage';
import { sessionKeys, shellSessionKeys } from '@/lib/storage-keys';
import { reloadSessionFromStorage, useSessionStore } from './session-store';

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
 * What start-up leaves for the person, once the strings are in (session-questions.ts, whose code comes only
 * when there is something to ask): a login waiting for its password change comes back to it, and a token
 * handed over beside another session is asked about.
 */
export async function resumeSessionAtStart(queryClient: QueryClient): Promise<void> {
  const handedOver = awaitingAnswer;
  awaitingAnswer = null;
  if (!handedOver && !useSessionStore.getState().passwordChange) return;
  const { askAtStart } = await import('./session-questions');
  await askAtStart(queryClient, handedOver);
}
