/* The announcements' public face for start-up (main's bootstrap and the app's first render); the index is the pages'. */
import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQuery } from '@/core';
import { announcementsQuery } from './api/announcements';
import { preloadFirstHomeBanner } from './preload-banner';

/**
 * Asks for the announcements at start-up: the home page's first picture (the banner, its largest element)
 * waits for them, and every page's popups read them after the first paint. Never fails (a failed answer is
 * kept in the cache, and the banner shows its own state).
 */
export function prefetchAnnouncements(queryClient: QueryClient, member: boolean): Promise<void> {
  return queryClient.prefetchQuery(announcementsQuery(member));
}

/**
 * On the home page, starts downloading the first banner's picture as soon as the announcements and the
 * site's image hosts are in (call after both were asked for), while the page is still rendering.
 */
export function preloadHomeBanner(queryClient: QueryClient, member: boolean): void {
  const hosts = queryClient.getQueryData(systemStatusQuery.queryKey)?.info.imageCDNs ?? [];
  preloadFirstHomeBanner(queryClient.getQueryData(announcementsQuery(member).queryKey), hosts);
}
