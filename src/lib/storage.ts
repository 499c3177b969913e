import type { LocalKey, SessionKey } from './storage-keys';

/**
 * Storage access that never throws: private modes and full quotas make the Web Storage API throw, and a
 * portal that cannot remember something should still work for the current page view.
 */
function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const sessionStore = {
  get: (key: SessionKey): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string): void =>
    safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey): void => safe(() => window.sessionStorage.removeItem(key), undefined),
  clearAll: (): void => safe(() => window.sessionStorage.clear(), undefined),
  /** Free-form keys (popup 'closed' markers and similar) that are not part of the fixed list. */
  getRaw: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  setRaw: (key: string, value: string): void =>
    safe(() => window.sessionStorage.setItem(key, value), undefined),
};

export const localStore = {
  get: (key: LocalKey): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
};

/** Reads a JSON value kept in session storage; a damaged entry counts as absent. */
export function readSessionJson(key: SessionKey): unknown {
  const raw = sessionStore.get(key);
  if (raw === null) return undefined;
  return safe<unknown>(() => JSON.parse(raw), undefined);
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  sessionStore.set(key, JSON.stringify(value));
}
