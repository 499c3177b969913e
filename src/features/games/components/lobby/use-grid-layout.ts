import { useLayoutEffect, useState, type RefObject } from 'react';

export interface GridLayout {
  width: number;
  columns: number;
  columnWidth: number;
  gap: number;
  /** One tile's height: the square picture plus the name lines. */
  tileHeight: number;
}

/** Height of the tile's text block (two name lines, the vendor line and padding, game-tile.module.css .info). */
export const TILE_INFO_HEIGHT = 78;
const MIN_TILE_WIDTH = 150;

export function gridLayoutFor(width: number): GridLayout {
  const gap = width < 520 ? 10 : 16;
  const columns = Math.max(2, Math.floor((width + gap) / (MIN_TILE_WIDTH + gap)));
  const columnWidth = Math.max(1, (width - gap * (columns - 1)) / columns);
  return { width, columns, columnWidth, gap, tileHeight: Math.round(columnWidth + TILE_INFO_HEIGHT) };
}

/** Follows the container's width (ResizeObserver); without layout (tests) the window's width stands in. */
export function useGridLayout(ref: RefObject<HTMLElement | null>): GridLayout {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const next = el.clientWidth || window.innerWidth;
      setWidth((now) => (Math.abs(now - next) < 0.5 ? now : next));
    };
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return gridLayoutFor(width);
}
