import { useSyncExternalStore } from 'react';

/**
 * Whether a modal or drawer covers the page: counted, so stacked ones uncover it only when the last closes.
 * The first screen reads it (the banner's autoplay holds still, the address's #hash waits its turn); the
 * scroll lock that covers the page (scroll-lock.ts) comes with the first modal's code.
 *
 * The page behind holds still while it is covered: `data-page-covered` on the root element pauses its CSS
 * animations (global.css) and `usePageCovered` holds what script moves. Behind the overlay's blur every
 * moving frame is blurred again; on a phone without a spare core that doubles the page's work for nothing
 * anyone can see.
 */
let covers = 0;
const watchers = new Set<() => void>();
/** What the page asked to scroll to while it was covered: it gets its turn when the last cover goes. */
let wantedInView: Element | null = null;

function mark(now: boolean): void {
  document.documentElement.toggleAttribute('data-page-covered', now);
  watchers.forEach((notify) => notify());
}

/** Whether the page is covered now. */
export const pageCovered = (): boolean => covers > 0;

/** One more cover over the page. */
export function coverPage(): void {
  covers += 1;
  if (covers === 1) mark(true);
}

/**
 * One cover less. Once the last has gone: `{ wanted }`, the element the page asked to bring into view
 * meanwhile (null if none), for the caller to scroll to after it has restored the page; otherwise undefined.
 */
export function uncoverPage(): { wanted: Element | null } | undefined {
  if (covers === 0) return undefined;
  covers -= 1;
  if (covers > 0) return undefined;
  mark(false);
  const wanted = wantedInView;
  wantedInView = null;
  return { wanted };
}

/**
 * Brings a page's element into view (the target of the address's #hash), now or, while a modal covers the
 * page, once it closes: a scroll under the cover would be undone when the page's position is restored.
 */
export function scrollIntoViewWhenUncovered(element: Element): void {
  if (covers === 0) element.scrollIntoView({ block: 'start' });
  else wantedInView = element;
}

function watch(notify: () => void): () => void {
  watchers.add(notify);
  return () => watchers.delete(notify);
}

/** True while a modal or drawer covers the page. */
export function usePageCovered(): boolean {
  return useSyncExternalStore(watch, pageCovered, () => false);
}
