import { useEffect, useRef } from 'react';
import { realAccountPopups, requireRealAccount, useAccountAccess } from '@/core';
import type { PopupEntry } from '@/lib/popup-store';

/**
 * Enforces, in one place, that the member centre and the agent centre open only for a real account, however
 * they were opened (account menu, avatar, Deposit, another feature). Returns the stack to render.
 *
 * - Opened by a guest: closed, and the login popup opens. Opened by a trial account: closed, and the
 *   in_need_true_account notice opens. Neither is ever rendered.
 * - Open when the identity turns out to be a trial (member info arriving after a reload): closed, notice.
 * - Open when the session ends (logout, 401): closed quietly; the 401 path opens the login popup itself.
 */
export function useRealAccountGuard(stack: PopupEntry[], close: (id: number) => void): PopupEntry[] {
  const access = useAccountAccess();
  // Guarded popups that have been shown to a real account.
  const admitted = useRef(new Set<number>());

  useEffect(() => {
    const open = new Set(stack.map((entry) => entry.id));
    for (const id of admitted.current) if (!open.has(id)) admitted.current.delete(id);

    let refuse = false;
    for (const entry of stack) {
      if (!realAccountPopups.has(entry.name)) continue;
      if (access === 'real') {
        admitted.current.add(entry.id);
        continue;
      }
      const wasShown = admitted.current.delete(entry.id);
      close(entry.id);
      if (!wasShown || access === 'trial') refuse = true;
    }
    if (refuse) requireRealAccount();
  }, [stack, access, close]);

  return access === 'real' ? stack : stack.filter((entry) => !realAccountPopups.has(entry.name));
}
