import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';
import type { AnnouncementBundle } from '@/api';
import type { PopupAudience, PopupItem } from '../../api/announcements';

/** Product rules: member and agent limits: the announcement popup shows 8 items a page. */
export const ANNOUNCEMENTS_PER_PAGE = 8;

const closedKey = (audience: PopupAudience) => `${shellSessionKeys.announcementPopup}.${audience}`;

/** Closed once in this tab's session: a reload keeps it closed, a new session shows it again. */
export function isPopupClosed(audience: PopupAudience): boolean {
  return sessionStore.getRaw(closedKey(audience)) === 'closed';
}

export function markPopupClosed(audience: PopupAudience): void {
  sessionStore.setRaw(closedKey(audience), 'closed');
}

/** The executions each audience sees (product rules: announcement bundle): a first login adds F to the members' A. */
const EXECUTIONS: Record<PopupAudience, readonly string[]> = { A: ['A'], B: ['B'], F: ['A', 'F'] };

/** The bundle's popups for one audience, chosen here: the bundle is asked without `execution`. */
export function popupsFor(bundle: AnnouncementBundle | undefined, audience: PopupAudience): PopupItem[] {
  const wanted = EXECUTIONS[audience];
  return (bundle?.popup ?? []).filter((item) => wanted.includes(item.execution.toUpperCase()));
}
