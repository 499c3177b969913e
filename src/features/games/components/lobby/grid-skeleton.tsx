import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLayout } from './use-grid-layout';
import styles from './lobby.module.css';
import { skeletonClass } from '@/components/skeleton/skeleton';

/** Placeholder tiles in the grid's own layout while the games load, so nothing jumps when they arrive. */
export function GridSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { columns, gap, tileHeight } = useGridLayout(box);
  return (
    <div
      ref={box}
      role="status"
      className={styles.skeleton}
      style={{ gap, gridTemplateColumns: `repeat(${columns}, 1fr)` }}
    >
      <span className="visually-hidden">{t('lobby_loading')}</span>
      {Array.from({ length: columns * rows }, (_, i) => (
        <span key={i} className={skeletonClass} style={{ height: tileHeight }} aria-hidden="true" />
      ))}
    </div>
  );
}
