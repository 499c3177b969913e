import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '@/api';
import { GameTile } from '../game-tile/game-tile';
import { TileProvider } from '../game-tile/tile-context';
import { useGridLayout } from './use-grid-layout';
import styles from './virtual-game-grid.module.css';

export interface VirtualGameGridProps {
  games: readonly Game[];
  /** The list's accessible name ("Games"). */
  label: string;
}

/**
 * The lobby grid for thousands of games: rows of N columns (N from the container's width), and only the
 * rows near the viewport are in the DOM (window scrolling, so the page scrolls as one). Each tile is a
 * list item with its position in the whole list, so assistive technology still hears "12 of 1,750".
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({ games, label }: VirtualGameGridProps) {
  const list = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(list);
  const { columns, columnWidth, gap, tileHeight } = layout;
  const rows = Math.ceil(games.length / columns);
  const stride = tileHeight + gap;

  // Where the list starts on the page: the virtualizer counts window scrolling from there. Read once laid
  // out, then whenever the page's size changes (bars above the grid may arrive after it), inside the
  // ResizeObserver callback where layout is already done, so typing never forces an extra layout.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const read = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((now) => (Math.abs(now - top) < 1 ? now : top));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => stride,
    overscan: 1,
    scrollMargin,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, stride]);

  const height = rows === 0 ? 0 : rows * stride - gap;
  return (
    <TileProvider>
      <div
        ref={list}
        role="list"
        aria-label={label}
        className={styles.grid}
        style={{ height }}
        data-columns={columns}
      >
        {virtualizer.getVirtualItems().flatMap((row) => {
          const first = row.index * columns;
          const top = row.index * stride;
          return games.slice(first, first + columns).map((game, column) => (
            <div
              key={game.nodeId}
              role="listitem"
              aria-posinset={first + column + 1}
              aria-setsize={games.length}
              className={styles.item}
              style={{
                width: columnWidth,
                height: tileHeight,
                // Plain offsets, not transforms: no paint property node per tile, so updates paint faster.
                left: column * (columnWidth + gap),
                top,
              }}
            >
              <GameTile game={game} />
            </div>
          ));
        })}
      </div>
    </TileProvider>
  );
});
