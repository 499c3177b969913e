import { picturesIn } from '@/lib/first-paint';
import { delay } from '@/lib/delay';

/**
 * When the swiper chunk may download. Carousels and swiped rows first draw without it (the first banner
 * as a plain picture, rows as plain scrolling rows) and ask for it here: at once when the visitor reaches
 * for one of them, otherwise once the page has settled, so that swiper never competes with the first
 * screen's code and pictures and stays out of a first visit's download (decision 013).
 */

/** Quiet time after the page (and any picture held for) is in; well before the banner's first move (5 s). */
const SETTLE_MS = 3000;
let open: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Resolves once swiper is wanted: the visitor reached for a carousel or row, or the page has settled. */
export function whenSwiperWanted(): Promise<void> {
  return wanted;
}

/** The visitor reaches for a carousel or row (pointer over it, a touch, keyboard focus, the wheel). */
export function wantSwiperNow(): void {
  open();
}

let settling = false;

/**
 * Wants swiper once the page has loaded, the first screen's largest picture is in (the first banner's, held by
 * holdFirstScreenForPicture: it downloads alone) and the page has been quiet for a while.
 */
export function wantSwiperOnceSettled(): void {
  if (settling) return;
  settling = true;
  void settle().then(open);
}

async function settle(): Promise<void> {
  await pageLoaded();
  await picturesIn();
  await delay(SETTLE_MS);
  await idle();
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    // The document went away while settling (a test's page torn down): swiper is never wanted.
    if (typeof window === 'undefined') return;
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    } else setTimeout(resolve, 0);
  });
}
