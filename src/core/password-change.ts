import { openPopup } from '@/lib/popup-store';
import { useSessionStore } from './session-store';

/**
 * A login waiting for its password change (a reload, a duplicated tab) comes back to the change: the
 * popup opens again, and it closes only by changing the password or logging out (decision 049).
 */
export function resumePasswordChange(): void {
  const pending = useSessionStore.getState().passwordChange;
  if (pending) openPopup('changePassword', { username: pending.username, reason: pending.reason });
}
