import { sessionStore } from '@/lib/storage';
import { sessionKeys, shellSessionKeys } from '@/lib/storage-keys';
import { reloadSessionFromStorage } from './session-store';

/** The token the script at the top of index.html took from the address, taken out of storage at once. */
function takeHandedOverToken(): string | null {
  const token = sessionStore.get(shellSessionKeys.handoverToken);
  sessionStore.remove(shellSessionKeys.handoverToken);
  return token;
}

/**
 * A login handed over in the address (`?token=`, from an app or a partner site) becomes the session
 * token, and the token leaves the address bar so it is not bookmarked, shared or logged. The script at the
 * top of index.html moves it out of the address before anything loads (decision 016); a token still in the
 * address (no storage for that script, or a test without index.html) is taken from there. Other query
 * parameters and the hash stay. Returns whether a token was handed over.
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
  if (token) sessionStore.set(sessionKeys.token, token);
  reloadSessionFromStorage();
  return Boolean(token);
}
