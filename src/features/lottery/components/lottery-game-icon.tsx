import { useState } from 'react';
import { CategoryIcon } from '@/components/icon/category-icon';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import styles from './lottery-game-icon.module.css';

export interface LotteryGameIconProps {
  iconUrl: string | null | undefined;
  gameType: string;
  size: 'sm' | 'lg';
}

/**
 * A lottery game's artwork from one of the image hosts, or the category glyph when it has none or it fails
 * to load. Decorative: the game's name is always written beside it.
 */
export function LotteryGameIcon({ iconUrl, gameType, size }: LotteryGameIconProps) {
  const hosts = useSystemStatus().data?.info.imageCDNs;
  // One host per icon for as long as it is shown, so a re-render does not reload the picture elsewhere.
  const src = assetUrl(hosts ?? [], iconUrl);
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const usable = src && src !== failedSrc;
  return (
    <span className={`${styles.icon} ${styles[size]}`} aria-hidden="true">
      {usable ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <CategoryIcon
          code={gameType.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT'}
          size={size === 'lg' ? 40 : 20}
        />
      )}
    </span>
  );
}
