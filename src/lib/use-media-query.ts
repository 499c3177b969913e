import { useCallback, useSyncExternalStore } from 'react';

/** One live list per query: `matches` follows the viewport, so a render reads it without asking again. */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

const canMatch = () => typeof window.matchMedia === 'function';

/**
 * Whether the viewport matches `query`, following it as the window is resized. Where the browser cannot
 * tell (no matchMedia: tests' jsdom), it matches: the part is drawn as on a wide screen.
 */
export function useMediaQuery(query: string): boolean {
  // Stable for a query: a new subscription on every render (the shell renders on every keystroke of a
  // lobby search) would cost each keystroke a listener's removal and addition.
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = listFor(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const matches = useCallback(() => (canMatch() ? listFor(query).matches : true), [query]);
  return useSyncExternalStore(subscribe, matches, () => true);
}
