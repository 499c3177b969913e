import { useEffect, useState } from 'react';
import { coverPage, pageCovered, uncoverPage } from './page-cover';

/**
 * Page scroll freeze shared by every open modal (product rules: states and flows: a modal freezes page scrolling and
 * restores the position on close). The first modal covers the page and freezes it, the last one's close restores it
 * (page-cover.ts counts them).
 */
let savedY = 0;
let savedStyle = '';

function lockScroll(pageY: number): void {
  if (pageCovered()) {
    coverPage();
    return;
  }
  savedY = pageY;
  savedStyle = document.body.getAttribute('style') ?? '';
  // The page keeps its scrollbar's room (index.html: scrollbar-gutter), so nothing moves when the scrollbar
  // goes; a browser without that setting gets the room back as padding instead.
  const gutter = globalThis.CSS?.supports?.('scrollbar-gutter', 'stable')
    ? 0
    : window.innerWidth - document.documentElement.clientWidth;
  coverPage();
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
  const uncovered = uncoverPage();
  if (!uncovered) return;
  if (savedStyle) document.body.setAttribute('style', savedStyle);
  else document.body.removeAttribute('style');
  if (uncovered.wanted?.isConnected) uncovered.wanted.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, savedY);
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
