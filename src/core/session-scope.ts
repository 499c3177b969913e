import { selectToken, useSessionStore } from '@/core/session-store';

/**
 * A query-key part that changes whenever the session does (login, logout, another account), without
 * putting the token itself into query keys, devtools or logs: a short FNV-1a fingerprint of it.
 */
export function sessionScope(token: string | null): string {
  if (!token) return 'guest';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `s${(hash >>> 0).toString(36)}`;
}

/** The current token (to enable member-only queries) and its key scope. */
export function useSessionScope(): { token: string | null; scope: string } {
  const token = useSessionStore(selectToken);
  return { token, scope: sessionScope(token) };
}
