import type { QueryClient } from '@tanstack/react-query';
import { ensureFormStrings, i18n } from '@/i18n';
import { closePopupsNamed, openPopup } from '@/lib/popup-store';
import { useSessionStore } from './session-store';
import { signOut } from './sign-out';

/**
 * What start-up leaves for the person (decision 049), loaded only when there is something to ask: a login
 * waiting for its password change comes back to it, and a token handed over beside another session is
 * asked about, on top.
 */
export async function askAtStart(queryClient: QueryClient, handedOver: string | null): Promise<void> {
  const pending = useSessionStore.getState().passwordChange;
  if (pending) openPopup('changePassword', { username: pending.username, reason: pending.reason });
  if (!handedOver) return;
  // The question's words ride with the account popups' (the first visit's strings stay as they were).
  await ensureFormStrings();
  askAboutHandedOverToken(queryClient, handedOver);
}

/**
 * "Keep my session" (also Escape or the close button) forgets the link's token; "switch account" logs the
 * session here out (its identity and data go before the new one's member info is asked) and takes it.
 */
function askAboutHandedOverToken(queryClient: QueryClient, token: string): void {
  openPopup('confirm', {
    title: i18n.t('handover_title'),
    message: i18n.t('handover_message'),
    cancelLabel: i18n.t('handover_keep'),
    confirmLabel: i18n.t('handover_switch'),
    onConfirm: async () => {
      // Logged out first, then the link's token: the previous member's name never stands beside it.
      await signOut(queryClient);
      // A password change the session here was waiting for is not the new account's.
      closePopupsNamed('changePassword');
      useSessionStore.getState().setToken(token);
    },
  });
}
