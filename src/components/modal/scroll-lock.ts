import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Page scroll freeze shared by every open modal (product rules: states and flows: a modal freezes page scrolling and
 * restores the position on close). Counted, so stacked modals unfreeze only when the last one closes.
 *
 * The page behind also holds still while it is covered: `data-page-covered` on the root element pauses its
 * CSS animations (global.css) and `usePageCovered` holds what script moves (the banner's autoplay). Behind
 * the overlay's blur every moving frame is blurred again; on a phone without a spare core that doubles the
 * page's work for nothing anyone can see.
 */
let locks = 0;
const watchers = new Set<() => void>();

function covered(now: boolean): void {
  document.documentElement.toggleAttribute('data-page-covered', now);
  watchers.forEach((notify) => notify());
}
let savedY = 0;
let savedStyle = '';
/** What the page asked to scroll to while it was covered: it gets its turn when the last cover goes. */
let wantedInView: Element | null = null;

function lockScroll(pageY: number): void {
  locks += 1;
  if (locks > 1) return;
  savedY = pageY;
  savedStyle = document.body.getAttribute('style') ?? '';
  // The page keeps its scrollbar's room (index.html: scrollbar-gutter), so nothing moves when the scrollbar
  // goes; a browser without that setting gets the room back as padding instead.
  const gutter = globalThis.CSS?.supports?.('scrollbar-gutter', 'stable')
    ? 0
    : window.innerWidth - document.documentElement.clientWidth;
  covered(true);
  Object.assign(document.body.style, {
    position: 'fixed',
    top: `-${savedY}px`,
    left: '0',
    right: '0',
    width: '100%',
    overflow: 'hidden',
    paddingRight: gutter > 0 ? `${gutter}px` : '',
  });
}

function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  covered(false);
  if (savedStyle) document.body.setAttribute('style', savedStyle);
  else document.body.removeAttribute('style');
  const wanted = wantedInView;
  wantedInView = null;
  if (wanted?.isConnected) wanted.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, savedY);
}

/**
 * Brings a page's element into view (the target of the address's #hash), now or, while a modal covers the
 * page, once it closes: a scroll under the cover would be undone when the page's position is restored.
 */
export function scrollIntoViewWhenUncovered(element: Element): void {
  if (locks === 0) element.scrollIntoView({ block: 'start' });
  else wantedInView = element;
}

/** Freezes page scrolling while the calling component is on the page. */
export function useScrollLock(): void {
  // Where the page stands, read while rendering: by the effect the dialog is in the page, and reading the
  // position there made the browser lay the whole page out once more, in the same task as the focus move.
  const [pageY] = useState(() => window.scrollY);
  useEffect(() => {
    lockScroll(pageY);
    return unlockScroll;
  }, [pageY]);
}

function watch(notify: () => void): () => void {
  watchers.add(notify);
  return () => watchers.delete(notify);
}

/** True while a modal or drawer covers the page. */
export function usePageCovered(): boolean {
  return useSyncExternalStore(
    watch,
    () => locks > 0,
    () => false,
  );
}
