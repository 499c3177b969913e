/* The announcements' public face for start-up (main's bootstrap); the index is the pages'. */
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from './api/announcements';
import { preloadFirstHomeBanner } from './preload-banner';

/**
 * Start-up on the home page: its first picture (the banner, its largest element) waits for the
 * announcements, so they are asked for before the first render, and the picture's download starts as soon
 * as both they and the site's image hosts are known. Resolves then; never fails (a failed answer is kept in
 * the cache, and the banner shows its own state).
 */
export async function preloadHomeAnnouncements(
  queryClient: QueryClient,
  member: boolean,
  imageHosts: Promise<readonly string[]>,
): Promise<void> {
  const query = announcementsQuery(member);
  const [, hosts] = await Promise.all([queryClient.prefetchQuery(query), imageHosts]);
  preloadFirstHomeBanner(queryClient.getQueryData(query.queryKey), hosts);
}
