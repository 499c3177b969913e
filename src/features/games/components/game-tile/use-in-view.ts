import { useEffect, useState, type RefObject } from 'react';

/** Product rules: constants and limits: lazy images load when a tenth of them is in view. */
const THRESHOLD = 0.1;
/**
 * How long a tile stays in view before its picture loads: tiles that only flash by (fast scrolling, each
 * keystroke of a search) load nothing, which keeps typing and scrolling smooth.
 */
const DWELL_MS = 150;

type Listener = () => void;
const listeners = new WeakMap<Element, Listener>();
const pending = new WeakMap<Element, number>();
let observer: IntersectionObserver | null = null;

/** One observer for every tile on the page instead of one per tile (thousands in a lobby). */
function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const target = entry.target;
        window.clearTimeout(pending.get(target));
        pending.delete(target);
        if (!entry.isIntersecting) continue;
        pending.set(
          target,
          window.setTimeout(() => {
            pending.delete(target);
            const listener = listeners.get(target);
            observer?.unobserve(target);
            listeners.delete(target);
            listener?.();
          }, DWELL_MS),
        );
      }
    },
    // A little ahead of the viewport, so images are in by the time they scroll into sight.
    { threshold: THRESHOLD, rootMargin: '200px 0px' },
  );
  return observer;
}

/** Turns true once the element has been in view; where IntersectionObserver is missing, at once. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io || seen) return;
    listeners.set(element, () => setSeen(true));
    io.observe(element);
    return () => {
      window.clearTimeout(pending.get(element));
      pending.delete(element);
      listeners.delete(element);
      io.unobserve(element);
    };
  }, [ref, seen]);
  return seen;
}
