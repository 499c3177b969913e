import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/storage';
import { sendLogout } from './api/logout';
import { forgetMemberData } from './member-data';
import { storeMerchantCode, useSessionStore } from './session-store';

/**
 * Ends the session on this device (product rules: states and flows): the tab's storage, the identity and
 * the member's data. For a session the server has already ended (a time-out just taken) this is all.
 */
export function endSessionHere(queryClient: QueryClient): void {
  sessionStore.clearAll();
  storeMerchantCode();
  useSessionStore.getState().clear();
  forgetMemberData(queryClient);
}

/** Logs out: the server is told, and the session ends here whatever it answers. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await sendLogout();
  } catch {
    // A failed logout must not keep anyone signed in.
  }
  endSessionHere(queryClient);
}
