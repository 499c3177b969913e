import { useEffect, useRef, type RefObject } from 'react';

/** How far (px) a finger or mouse must travel sideways for a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * Horizontal swipes on `ref` call `onSwipe(+1)` (towards the next slide) or `onSwipe(-1)`. The click that
 * ends a swipe is swallowed, so swiping across a linked slide does not follow the link.
 */
export function useSwipe(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  onSwipe: (step: 1 | -1) => void,
) {
  const handler = useRef(onSwipe);
  useEffect(() => {
    handler.current = onSwipe;
  }, [onSwipe]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return undefined;
    let start: { x: number; y: number } | null = null;
    let swiped = false;
    const down = (e: PointerEvent) => {
      swiped = false;
      start = e.button === 0 ? { x: e.clientX, y: e.clientY } : null;
    };
    const up = (e: PointerEvent) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      swiped = true;
      handler.current(dx < 0 ? 1 : -1);
    };
    const cancel = () => {
      start = null;
    };
    const click = (e: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      e.preventDefault();
      e.stopPropagation();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    el.addEventListener('click', click, true);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
      el.removeEventListener('click', click, true);
    };
  }, [ref, enabled]);
}
