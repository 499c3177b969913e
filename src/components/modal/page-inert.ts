import { useEffect, type RefObject } from 'react';

/**
 * While a modal is open, everything else on the page is `inert`: no click, focus, find-in-page or
 * assistive technology reaches the page behind it (aria-modal alone only asks screen readers to stay
 * inside). Modals are portalled to the body, so "everything else" is every other child of the body: the
 * app's root, a drawer, a modal lower in the stack. Only the topmost modal is live; the marks go when the
 * last modal closes, and an element someone else made inert stays so.
 */
const open: HTMLElement[] = [];
const ours = new Set<Element>();

function markPage(): void {
  const top = open.at(-1);
  for (const element of ours) {
    if (element === top || !top || element.parentElement !== document.body) {
      element.removeAttribute('inert');
      ours.delete(element);
    }
  }
  if (!top) return;
  for (const element of document.body.children) {
    if (element === top || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    ours.add(element);
  }
}

/** Makes the page behind `overlay` inert while the calling modal is open. */
export function usePageInert(overlay: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = overlay.current;
    if (!element) return;
    open.push(element);
    markPage();
    return () => {
      open.splice(open.indexOf(element), 1);
      markPage();
    };
  }, [overlay]);
}
