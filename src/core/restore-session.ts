import { sessionStore } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import { reloadSessionFromStorage } from './session-store';

/**
 * A login handed over in the address (`?token=`, from an app or a partner site) becomes the session
 * token, and the token leaves the address bar at once so it is not bookmarked, shared or logged.
 * Other query parameters and the hash stay. Returns whether a token was taken from the URL.
 */
export function restoreSessionFromUrl(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token) {
    sessionStore.set(sessionKeys.token, token);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  reloadSessionFromStorage();
  return Boolean(token);
}
