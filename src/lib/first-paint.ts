import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { delay } from './delay';

/** User-timing mark of the first screen on the glass (read by bench/measures/first-visit-js.mjs). */
export const FIRST_SCREEN_MARK = 'portal:first-screen';

/** Set once the app's first screen has been painted: parts mounted later have nothing to wait for. */
let firstPaintDone = false;

/** Calls `then` once the browser has painted the current frame (a frame callback, then a task after it). */
export function afterNextPaint(then: () => void): () => void {
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
 * Popups asked for by the first screen itself (the login popup of /login) that are still loading: while
 * any is, the first screen is not on the glass yet, and what waits for the first paint waits for them too.
 */
let holds = 0;
const waitingForRelease = new Set<() => void>();

/**
 * Held while the first screen is a dialog still on its way: by the guard sending a visitor to the login
 * popup, and by a popup's loading placeholder. The page's lower parts, footer and right bar (all behind
 * the dialog) then load once the dialog is up, not in its way.
 */
export function useHoldFirstScreen(holding = true): void {
  useLayoutEffect(() => {
    if (!holding || firstPaintDone) return undefined;
    holds += 1;
    return () => {
      holds -= 1;
      if (holds > 0) return;
      for (const resume of [...waitingForRelease]) {
        waitingForRelease.delete(resume);
        resume();
      }
    };
  }, [holding]);
}

/** A picture the first screen waits for that has not arrived by then (a stalled download) is waited for no longer. */
const PICTURE_WAIT_MS = 3000;
const pictures = new Set<Promise<unknown>>();
const whenNoPictures: (() => void)[] = [];

/**
 * The first screen's largest picture (the home banner's) is on its way: what waits for it (picturesIn)
 * waits at most PICTURE_WAIT_MS, so the picture downloads without that code beside it. `shown` settles when
 * the picture is shown or has failed; the returned function lets go of it earlier (the part showing it left
 * the page).
 */
export function holdFirstScreenForPicture(shown: Promise<unknown>): () => void {
  // Later visits to the page hold nothing: what waited has started.
  if (firstPaintDone) return () => undefined;
  const held = Promise.race([shown.catch(() => undefined), delay(PICTURE_WAIT_MS)]);
  const release = () => {
    if (!pictures.delete(held) || pictures.size > 0) return;
    whenNoPictures.splice(0).forEach((resume) => resume());
  };
  pictures.add(held);
  void held.then(release);
  return release;
}

/** Resolves once no picture of the first screen is on its way (see holdFirstScreenForPicture). */
export function picturesIn(): Promise<void> {
  return pictures.size === 0 ? Promise.resolve() : new Promise((resume) => whenNoPictures.push(resume));
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
    const done = () => {
      // The moment is marked for `npm run bench`: code asked for after it is not what the first screen waited for.
      if (!firstPaintDone) performance.mark?.(FIRST_SCREEN_MARK);
      firstPaintDone = true;
      startTransition(() => setPainted(true));
    };
    let cancel = () => {};
    // After a painted frame with no dialog of the first screen still loading (one handing over to the next
    // counts as loading: the check is made again after each release).
    const settle = () => {
      cancel = afterNextPaint(() => {
        if (firstPaintDone || holds === 0) return done();
        waitingForRelease.add(settle);
        cancel = () => waitingForRelease.delete(settle);
      });
    };
    settle();
    return () => cancel();
  }, [painted]);
  return painted;
}
