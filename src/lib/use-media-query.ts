import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches `query`, following it as the window is resized. Where the browser cannot
 * tell (no matchMedia: tests' jsdom), it matches: the part is drawn as on a wide screen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
