import type { QueryClient } from '@tanstack/react-query';
import { watchAnnouncementPopup } from './announcement-popup/watch-announcement-popup';
import { watchPublicPopup } from './public-popup/watch-public-popup';

/**
 * The popups the announcements open on their own, once per session each: the announcement popup of the
 * visitor's audience and the public popup. One chunk, started after the first paint; each waits its turn.
 */
export function watchAnnouncementPopups(client: QueryClient): () => void {
  const stops = [watchAnnouncementPopup(client), watchPublicPopup(client)];
  return () => stops.forEach((stop) => stop());
}

// The public popup reads its notices and marks itself closed with its watch's helpers, from this chunk.
export { markPublicPopupClosed, publicNoticesOf } from './public-popup/watch-public-popup';
