import { useDeferredValue, type ReactNode } from 'react';

/**
 * True from the second render on: the first commit leaves out what a visitor does not see at once, and
 * React renders it right after, in the background (interruptible, in short slices), once the first
 * screen has been painted. On a slow phone this brings the page's main content to the screen sooner.
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}

/**
 * Renders its children only after the first paint (see useAfterFirstPaint). For parts below the fold or
 * hidden until hovered: whatever it wraps must have its space reserved or sit outside the flow, so its
 * arrival moves nothing on screen.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
