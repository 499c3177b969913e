import { useMemo, useRef, useState } from 'react';
import type { Game } from '@/api';
import { CategoryIcon } from '@/components/icon/category-icon';
import { assetUrl } from '@/lib/cdn';
import { useInView } from './use-in-view';
import styles from './game-tile.module.css';

/**
 * Attempts: 0 the game's icon, 1 the same icon again from the next image host (product rules: constants and limits:
 * one retry), 2 the default icon, 3 the drawn placeholder.
 */
const PLACEHOLDER = 3;

/**
 * Pictures already shown on this page. A tile drawn again (a row that swiper takes over, a tile scrolled
 * back into a lobby) shows its picture at once from the browser's memory instead of blinking empty while
 * it waits to be in view again.
 */
const shownPictures = new Set<string>();

/** The game's picture, loaded only once it scrolls near the viewport; decorative (the name is text). */
export function GameImage({ game, hosts }: { game: Game; hosts: readonly string[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const icon = game.showIcon || game.iconUrl;
  const [shownBefore] = useState(() => shownPictures.has(assetUrl(hosts, icon, 0) ?? ''));
  const visible = useInView(frame) || shownBefore;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(shownBefore);

  const src = useMemo(() => {
    if (attempt < 2) return assetUrl(hosts, icon, attempt);
    if (attempt === 2) return assetUrl(hosts, game.defaultIcon);
    return undefined;
  }, [attempt, hosts, icon, game.defaultIcon]);

  const fail = () => {
    setLoaded(false);
    setAttempt((a) => (a === 1 && !game.defaultIcon ? PLACEHOLDER : Math.min(PLACEHOLDER, a + 1)));
  };

  const showImage = visible && src !== undefined && attempt < PLACEHOLDER;
  return (
    <div ref={frame} className={`${styles.image} ${loaded ? styles.imageLoaded : ''}`}>
      {showImage ? (
        <img
          key={attempt}
          src={src}
          alt=""
          width={300}
          height={300}
          decoding="async"
          draggable={false}
          onLoad={() => {
            if (src) shownPictures.add(src);
            setLoaded(true);
          }}
          onError={fail}
        />
      ) : null}
      {!loaded && (attempt >= PLACEHOLDER || (visible && src === undefined)) ? (
        <span className={styles.placeholder} aria-hidden="true">
          <CategoryIcon code={game.gameType.toUpperCase()} size={40} />
        </span>
      ) : null}
    </div>
  );
}
