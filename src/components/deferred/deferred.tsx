import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** User-timing mark of the first screen on the glass (read by bench/measures/first-visit-js.mjs). */
export const FIRST_SCREEN_MARK = 'portal:first-screen';

/** Set once the app's first screen has been painted: parts mounted later have nothing to wait for. */
let firstPaintDone = false;

/** Calls `then` once the browser has painted the current frame (a frame callback, then a task after it). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        timer = setTimeout(then, 0);
      });
    });
  } else timer = setTimeout(then, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False in the first screen's render, true once that screen is on the glass: what a visitor does not see
 * at once renders then, as a transition (interruptible, in short slices), so the page's main content
 * reaches the screen without waiting for it (and without its code). React's own deferred render
 * (useDeferredValue) may run before the browser paints, which is why a paint is waited for here.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => {
      // The moment is marked for `npm run bench`: code asked for after it is not what the first screen waited for.
      if (!firstPaintDone) performance.mark?.(FIRST_SCREEN_MARK);
      firstPaintDone = true;
      startTransition(() => setPainted(true));
    });
  }, [painted]);
  return painted;
}

/**
 * Renders its children only after the first paint (see useAfterFirstPaint). For parts below the fold or
 * hidden until hovered: whatever it wraps must have its space reserved or sit outside the flow, so its
 * arrival moves nothing on screen.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
