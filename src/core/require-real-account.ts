import { i18n } from '@/i18n';
import { openPopup, usePopupStore, type PopupName } from '@/lib/popup-store';
import { selectIdentity, selectToken, useSessionStore, type Identity } from './session-store';

/** Who is at the keyboard, as far as permissions go (product rules: states and flows: logged out, trial, real). */
export type AccountAccess = 'guest' | 'trial' | 'real';

/**
 * A held token is a session. Its identity arrives with member info; until then (a token handed over in
 * the address, a reload) the account counts as real, and the popup guard re-checks once the identity is in.
 */
function accountAccess(token: string | null, identity: Identity | null): AccountAccess {
  if (!token) return 'guest';
  return identity?.trial ? 'trial' : 'real';
}

export function useAccountAccess(): AccountAccess {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return accountAccess(token, identity);
}

/**
 * Popups only a real (logged-in, non-trial) account may open (product rules: states and flows, product rules: member and agent states). The
 * popup host enforces this list whichever button, link or feature opened them.
 */
export const realAccountPopups: ReadonlySet<PopupName> = new Set<PopupName>(['memberCentre', 'agentCentre']);

/** The info dialog that stops a trial account: in_need_true_account with a confirm button. */
function showTrialAccountNotice(): void {
  const message = i18n.t('in_need_true_account');
  // A double click must not stack the same notice twice.
  const shown = usePopupStore
    .getState()
    .stack.some((entry) => entry.name === 'confirm' && entry.props.message === message);
  if (shown) return;
  openPopup('confirm', {
    kind: 'info',
    title: i18n.t('in_popup_prompt'),
    message,
    confirmLabel: i18n.t('common_confirm'),
  });
}

/**
 * The check before anything only a real account may do (start a real game, open the member or agent
 * centre): a guest gets the login popup, a trial account the in_need_true_account notice. Returns whether
 * to go on.
 */
export function requireRealAccount(): boolean {
  const { token, identity } = useSessionStore.getState();
  const access = accountAccess(token, identity);
  if (access === 'guest') {
    openPopup('login');
    return false;
  }
  if (access === 'trial') {
    showTrialAccountNotice();
    return false;
  }
  return true;
}
