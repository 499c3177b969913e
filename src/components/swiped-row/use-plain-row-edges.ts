import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the plain stand-in row is scrolled to its start and to its end (both when everything fits),
 * kept current as it scrolls, resizes or gets other items, for its arrows' disabled state. Off once swiper
 * has taken over.
 */
export function usePlainRowEdges(
  track: RefObject<HTMLElement | null>,
  enabled: boolean,
  items: readonly unknown[],
) {
  const [edges, setEdges] = useState({ start: true, end: true });

  useEffect(() => {
    const el = track.current;
    if (!enabled || !el) return undefined;
    const update = () => {
      const start = el.scrollLeft <= 1;
      const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    el.addEventListener('scroll', update, { passive: true });
    // A new observer reports at once, once the (new) items are laid out: measuring then forces no layout.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [track, enabled, items]);

  return edges;
}
