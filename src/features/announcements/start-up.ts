/* The announcements' public face for start-up (main's bootstrap and the app's first render); the index is the pages'. */
import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQuery } from '@/core';
import { holdFirstScreenForPicture } from '@/lib/first-paint';
import { announcementsQuery } from './api/announcements';
import { drawsFirstHomeBanner, showFirstHomeBanner } from './boot-banner';
import { preloadFirstHomeBanner } from './preload-banner';

/** The announcements' place in the query cache (start-up keeps a visitor's for the next visit). */
export const announcementsKey = (member: boolean) => announcementsQuery(member).queryKey;

/**
 * Asks for the announcements at start-up: the home page's first picture (the banner, its largest element)
 * waits for them, and every page's popups read them after the first paint. Never fails (a failed answer is
 * kept in the cache, and the banner shows its own state). `again`: asked even if a kept answer is in the
 * cache (a returning visitor's).
 */
export function prefetchAnnouncements(
  queryClient: QueryClient,
  member: boolean,
  again = false,
): Promise<void> {
  return queryClient.prefetchQuery({ ...announcementsQuery(member), ...(again ? { staleTime: 0 } : {}) });
}

/** The announcements and the image hosts behind the home banner; none for a site showing its own page. */
function homeBanners(queryClient: QueryClient, member: boolean) {
  const status = queryClient.getQueryData(systemStatusQuery.queryKey);
  // A site in maintenance or closed to the region shows its own page, not the home page.
  if (!status || status.maintenance || status.regionRestriction) return undefined;
  return [queryClient.getQueryData(announcementsQuery(member).queryKey), status.info.imageCDNs] as const;
}

/**
 * On the home page, the first banner's picture as soon as the announcements and the site's image hosts are
 * in (`answered`: both calls have settled): drawn into the boot screen on a phone, preloaded otherwise
 * (boot-banner.ts), while the app is still on its way. On a phone's first visit the first screen is held
 * for that picture: the app's code is asked for once the picture is on the glass (decision 045).
 */
export function showHomeBanner(
  queryClient: QueryClient,
  member: boolean,
  root: HTMLElement,
  answered: Promise<unknown>,
  firstVisit: boolean,
): void {
  const drawn = answered.then(() => {
    const banners = homeBanners(queryClient, member);
    return banners ? showFirstHomeBanner(root, ...banners) : undefined;
  });
  if (firstVisit && drawsFirstHomeBanner(root)) holdFirstScreenForPicture(drawn);
}

/** Starts downloading the first banner's picture (the home page under a popup of /login, /register, /help). */
export function preloadHomeBanner(queryClient: QueryClient, member: boolean): void {
  const banners = homeBanners(queryClient, member);
  if (banners) preloadFirstHomeBanner(...banners);
}
