import type { AnnouncementBundle } from '@/api';
import { assetUrl } from '@/lib/cdn';

/** Product rules: pages and layout: the home page's banner group. */
export const HOME_BANNER_GROUP = 'w_home';

/**
 * The picture of the first home banner, where the banner will load it from: the plain picture drawn before
 * swiper, and swiper's first slide after it, both use this address (decision 013).
 */
export function firstHomeBannerUrl(
  bundle: AnnouncementBundle | undefined,
  hosts: readonly string[],
): string | undefined {
  const first = bundle?.banners.find((b) => b.groupName === HOME_BANNER_GROUP);
  return first ? assetUrl(hosts, first.picture) : undefined;
}

/** Whether the picture is downloading already: preloaded, or drawn by start-up (boot-banner.ts). */
function asked(href: string): boolean {
  return [...document.querySelectorAll('link[rel="preload"], img')].some(
    (e) => e.getAttribute('href') === href || e.getAttribute('src') === href,
  );
}

/**
 * Starts downloading the first home banner's picture (the home page's largest element) as soon as its
 * address is known, while the page is still rendering, instead of once the banner's <img> exists.
 */
export function preloadFirstHomeBanner(
  bundle: AnnouncementBundle | undefined,
  hosts: readonly string[],
): void {
  const href = firstHomeBannerUrl(bundle, hosts);
  if (!href || asked(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
