import { useEffect } from 'react';

/**
 * Page scroll freeze shared by every open modal (spec 1 section 4: a modal freezes page scrolling and
 * restores the position on close). Counted, so stacked modals unfreeze only when the last one closes.
 */
let locks = 0;
let savedY = 0;
let savedStyle = '';

function lockScroll(): void {
  locks += 1;
  if (locks > 1) return;
  savedY = window.scrollY;
  savedStyle = document.body.getAttribute('style') ?? '';
  const gutter = window.innerWidth - document.documentElement.clientWidth;
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
  if (savedStyle) document.body.setAttribute('style', savedStyle);
  else document.body.removeAttribute('style');
  window.scrollTo(0, savedY);
}

/** Freezes page scrolling while the calling component is on the page. */
export function useScrollLock(): void {
  useEffect(() => {
    lockScroll();
    return unlockScroll;
  }, []);
}
