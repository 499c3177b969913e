import type { QueryClient } from '@tanstack/react-query';
import { closePopupsNamed, openPopup } from '@/lib/popup-store';
import { forgetMemberData } from './member-data';
import { selectCallToken, useSessionStore } from './session-store';

/**
 * A 401 for `token` ends that session, in one place: identity forgotten, member data dropped, login popup
 * opened, and the visitor stays on the page.
 */
export function expireSession(queryClient: QueryClient, token: string): void {
  // A late 401 for an older token must not end the session begun since (or one already ended).
  if (selectCallToken(useSessionStore.getState()) !== token) return;
  useSessionStore.getState().clear();
  forgetMemberData(queryClient);
  // A login that was waiting for its password change has nothing left to change.
  closePopupsNamed('changePassword');
  openPopup('login');
}
