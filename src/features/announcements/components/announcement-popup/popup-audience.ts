import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';
import type { AnnouncementBundle } from '@/api';
import type { PopupAudience, PopupItem } from '../../api/announcements';

/** Spec 2 section 9: the announcement popup shows 8 items a page. */
export const ANNOUNCEMENTS_PER_PAGE = 8;

const closedKey = (audience: PopupAudience) => `${shellSessionKeys.announcementPopup}.${audience}`;

/** Closed once in this tab's session: a reload keeps it closed, a new session shows it again. */
export function isPopupClosed(audience: PopupAudience): boolean {
  return sessionStore.getRaw(closedKey(audience)) === 'closed';
}

export function markPopupClosed(audience: PopupAudience): void {
  sessionStore.setRaw(closedKey(audience), 'closed');
}

/** The bundle's popups for one audience: the server filters by execution, and a stray item is not shown. */
export function popupsFor(bundle: AnnouncementBundle | undefined, audience: PopupAudience): PopupItem[] {
  return (bundle?.popup ?? []).filter((item) => item.execution.toUpperCase() === audience);
}
