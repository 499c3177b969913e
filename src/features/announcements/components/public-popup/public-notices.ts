import type { AnnouncementBundle } from '@/api';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';
import type { PopupItem } from '../../api/announcements';

/**
 * The public popup's notices (our design, mocks/README.md): the bundle's popups of execution P, for
 * visitors and members alike. The announcement popup's audiences (A, B, F) never include them.
 */
export function publicNoticesOf(bundle: AnnouncementBundle | undefined): PopupItem[] {
  return (bundle?.popup ?? []).filter((item) => item.execution.toUpperCase() === 'P');
}

/** Seen once in this tab's session, whoever is logged in: a reload keeps it closed, a new session shows it. */
export function isPublicPopupClosed(): boolean {
  return sessionStore.get(shellSessionKeys.publicPopup) === 'closed';
}

export function markPublicPopupClosed(): void {
  sessionStore.set(shellSessionKeys.publicPopup, 'closed');
}
