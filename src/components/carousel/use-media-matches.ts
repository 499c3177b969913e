import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Which of `queries` match now, as a string of '1' and '0' (a primitive, so React compares snapshots
 * cheaply), kept current as the window resizes or the motion preference changes. Where matchMedia is
 * missing (jsdom), nothing matches.
 */
export function useMediaMatches(queries: readonly string[]): string {
  const key = queries.join('|');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const lists = key.split('|').map((q) => window.matchMedia(q));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const snapshot = () =>
    hasMatchMedia()
      ? key
          .split('|')
          .map((q) => (window.matchMedia(q).matches ? '1' : '0'))
          .join('')
      : '';
  return useSyncExternalStore(subscribe, snapshot, () => '');
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** True while the tab is in the background: nobody watches a slideshow there. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}
