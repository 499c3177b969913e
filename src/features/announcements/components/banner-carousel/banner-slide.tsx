import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { startGame } from '@/core';
import type { Banner } from '../../api/announcements';
import { bannerTarget } from './banner-target';
import styles from './banner-carousel.module.css';

/** A banner with the address of its picture. */
export interface BannerPicture {
  banner: Banner;
  src: string | undefined;
}

export interface BannerSlideProps extends BannerPicture {
  /** Load now rather than when the browser thinks it is near. */
  eager: boolean;
  /** The first slide's image is the page's largest paint: fetched first. */
  priority: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

/** One banner: its picture (alt = title), wrapped in whatever its target calls for. */
export function BannerSlide({ banner, src, eager, priority, onLoad, onError }: BannerSlideProps) {
  const { t } = useTranslation();
  const target = bannerTarget(banner);
  const picture = src ? (
    <img
      className={styles.image}
      src={src}
      alt={banner.title}
      width={1920}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      onLoad={onLoad}
      // A broken picture leaves the title on the slide's own backdrop instead of a broken-image icon.
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
        onError?.();
      }}
    />
  ) : null;
  const content = (
    <>
      <span className={styles.caption} aria-hidden={src ? true : undefined}>
        {banner.title}
      </span>
      {picture}
    </>
  );

  switch (target.kind) {
    case 'route':
      return (
        <Link className={styles.slide} to={target.to}>
          {content}
        </Link>
      );
    case 'game':
      return (
        <button
          type="button"
          className={styles.slide}
          // Inside the click itself, so the game's new tab is not blocked.
          onClick={() =>
            startGame({ nodeId: target.nodeId, vassalage: '', gameType: '', gameName: banner.title })
          }
        >
          {content}
        </button>
      );
    case 'external':
      return (
        <a
          className={styles.slide}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('banner_new_tab', { title: banner.title })}
        >
          {content}
        </a>
      );
    default:
      return <div className={styles.slide}>{content}</div>;
  }
}
