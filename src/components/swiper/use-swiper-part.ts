import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { focusableIn } from '@/components/focus-trap/focusable';
import { loadWithRetry } from '@/lib/lazy-with-retry';
import { wantSwiperNow, whenSwiperWanted } from './swiper-gate';

/** Swiper-based parts already loaded, by their loader: a part mounted later draws with swiper at once. */
const arrived = new Map<() => Promise<unknown>, unknown>();

/**
 * Parts swap one per task: each swap is a render and a swiper measuring the page, and the whole page's
 * parts swapping at once was one long task (half a second on a slow phone) that held every tap back.
 */
let lastTurn: Promise<void> = Promise.resolve();
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => void notPressed().then(resolve), 0);
      }),
  );
  return lastTurn;
}

/**
 * A swap never falls between a press and its release: the element pressed would be gone, and the click
 * with it (a visitor's tap on a carousel's link did nothing). The swap waits for the release, and for the
 * click that follows it in the same task.
 */
let pressed = false;
const onRelease: (() => void)[] = [];
function release(): void {
  pressed = false;
  setTimeout(() => onRelease.splice(0).forEach((resume) => resume()), 0);
}
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}
function notPressed(): Promise<void> {
  return pressed ? new Promise((resume) => onRelease.push(resume)) : Promise.resolve();
}

/** The controls of `container` a Tab can reach, in order (inert slides excluded). */
const focusables = (container: HTMLElement | null) => (container ? focusableIn(container) : []);

/**
 * The swiper-based module behind `load` once swiper is wanted (see swiper-gate) and its chunk is in;
 * null until then, while the caller draws its plain stand-in inside `container`. The swap keeps keyboard
 * focus: a control focused in the stand-in hands focus to the same control of the swiper version. A chunk
 * that cannot be loaded leaves the stand-in, which works on its own. Nothing is loaded while `needed` is
 * false (a single banner has nothing to swipe).
 */
export function useSwiperPart<M>(
  load: () => Promise<M>,
  container: RefObject<HTMLElement | null>,
  needed = true,
): M | null {
  const [part, setPart] = useState<M | null>(() => (arrived.get(load) as M | undefined) ?? null);
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (part || !needed) return undefined;
    let live = true;
    void whenSwiperWanted()
      .then(() => loadWithRetry(load))
      .then(async (module) => {
        await nextTurn();
        return module;
      })
      .then(
        (module) => {
          arrived.set(load, module);
          if (!live) return;
          const index = focusables(container.current).indexOf(document.activeElement as HTMLElement);
          focusAt.current = index >= 0 ? index : null;
          // A transition: the swap renders in short slices instead of one task holding every tap back.
          startTransition(() => setPart(() => module));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [part, load, container, needed]);

  useLayoutEffect(() => {
    if (!part || focusAt.current === null) return;
    focusables(container.current)[focusAt.current]?.focus({ preventScroll: true });
    focusAt.current = null;
  }, [part, container]);

  return part;
}

/**
 * Handlers for a part drawn without swiper: a visitor reaching for it (a mouse over it, the end of a touch,
 * keyboard focus, the wheel) wants swiper now. Not the start of a touch: swiper must not replace the
 * stand-in between a tap's down and up, which would lose the tap.
 */
export const reachForSwiper = {
  onPointerEnter: wantSwiperNow,
  onPointerUp: wantSwiperNow,
  onPointerCancel: wantSwiperNow,
  onFocus: wantSwiperNow,
  onWheel: wantSwiperNow,
};
