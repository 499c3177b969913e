import { create } from 'zustand';
import type { MemberInfo } from '@/api';
import { sessionStore } from '@/lib/storage';
import { sessionKeys, shellSessionKeys } from '@/lib/storage-keys';
import { env } from '@/config/env';

/** Member types that make an agent, and the free-play trial type (product rules: data the portal reads and keeps). */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export interface Identity {
  account: string;
  nickname: string;
  customerId: string;
  isAgent: boolean;
  trial: boolean;
}

/** Why a login must change its password before it is a session (product rules: passwords). */
export type PasswordChangeReason = 'firstLogin' | 'expired';

/**
 * A login with the default or an expired password: its token may do one thing, change the password (or
 * log out). It is kept beside the token in the tab's storage, so a reload or a duplicated tab comes back
 * to the change, not to a session.
 */
export interface PendingPasswordChange {
  token: string;
  username: string;
  reason: PasswordChangeReason;
}

interface SessionState {
  /**
   * The raw member token of a complete session; holding one counts as logged in (the route guard, the
   * member's calls and pages). Null while a password change is pending.
   */
  token: string | null;
  /** A login that must change its password first; its token is not `token` until the change is done. */
  passwordChange: PendingPasswordChange | null;
  /** Set by a successful member-info fetch; null until then. */
  identity: Identity | null;
  /** A complete session: any pending password change is over. */
  setToken: (token: string) => void;
  /** A login that may only change its password (or log out) until it has. */
  holdForPasswordChange: (change: PendingPasswordChange) => void;
  setMember: (member: MemberInfo) => void;
  /** Forgets the session (401, logout); storage beyond the session keys is the caller's business. */
  clear: () => void;
}

export function identityFromMember(member: MemberInfo): Identity {
  return {
    account: member.account,
    nickname: member.nickname || member.account,
    customerId: String(member.id),
    isAgent: AGENT_TYPES.has(member.type),
    trial: member.type === TRIAL_TYPE,
  };
}

/**
 * The mark is `<reason>:<username>` (a username holds no colon's meaning: everything after the first is it).
 * A mark that cannot be read still holds the session back: the change asks for the account's password.
 */
function readPendingChange(token: string | null): PendingPasswordChange | null {
  const stored = sessionStore.get(shellSessionKeys.passwordChange);
  if (!token || stored === null) return null;
  const colon = stored.indexOf(':');
  return {
    token,
    username: colon < 0 ? '' : stored.slice(colon + 1),
    reason: stored.startsWith('expired:') ? 'expired' : 'firstLogin',
  };
}

/** The tab's session as storage holds it: a complete one, or a login waiting for its password change. */
function readStoredSession(): Pick<SessionState, 'token' | 'passwordChange' | 'identity'> {
  const token = sessionStore.get(sessionKeys.token);
  const passwordChange = readPendingChange(token);
  if (passwordChange) return { token: null, passwordChange, identity: null };
  return { token, passwordChange: null, identity: token ? readStoredIdentity() : null };
}

function readStoredIdentity(): Identity | null {
  const account = sessionStore.get(sessionKeys.account);
  if (!account) return null;
  return {
    account,
    nickname: sessionStore.get(sessionKeys.nickname) ?? account,
    customerId: sessionStore.get(sessionKeys.customerId) ?? '',
    isAgent: sessionStore.get(sessionKeys.isAgent) === 'true',
    trial: sessionStore.get(shellSessionKeys.isTrial) === 'true',
  };
}

const identityKeys = [
  sessionKeys.nickname,
  sessionKeys.account,
  sessionKeys.username,
  sessionKeys.customerId,
  sessionKeys.isAgent,
  shellSessionKeys.isTrial,
  // The agent policy's answer belongs to the account too: the next login must not inherit its contract kinds.
  sessionKeys.consolidated,
  sessionKeys.enableSalary,
  sessionKeys.enableContract,
] as const;

export const useSessionStore = create<SessionState>()((set) => ({
  ...readStoredSession(),
  setToken: (token) => {
    sessionStore.set(sessionKeys.token, token);
    sessionStore.remove(shellSessionKeys.passwordChange);
    set({ token, passwordChange: null });
  },
  holdForPasswordChange: (change) => {
    for (const key of identityKeys) sessionStore.remove(key);
    sessionStore.set(sessionKeys.token, change.token);
    sessionStore.set(shellSessionKeys.passwordChange, `${change.reason}:${change.username}`);
    set({ token: null, passwordChange: change, identity: null });
  },
  setMember: (member) => {
    const identity = identityFromMember(member);
    sessionStore.set(sessionKeys.account, identity.account);
    sessionStore.set(sessionKeys.username, identity.account);
    sessionStore.set(sessionKeys.nickname, identity.nickname);
    sessionStore.set(sessionKeys.customerId, identity.customerId);
    sessionStore.set(sessionKeys.isAgent, String(identity.isAgent));
    sessionStore.set(shellSessionKeys.isTrial, String(identity.trial));
    set({ identity });
  },
  clear: () => {
    sessionStore.remove(sessionKeys.token);
    sessionStore.remove(shellSessionKeys.passwordChange);
    for (const key of identityKeys) sessionStore.remove(key);
    set({ token: null, passwordChange: null, identity: null });
  },
}));

/** Re-reads storage (tests and start-up after the URL token was stored). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState(readStoredSession());
}

/** The merchant code is kept in session storage under both historic key names (product rules: constants and limits). */
export function storeMerchantCode(code: string = env.VITE_MERCHANT_CODE): void {
  sessionStore.set(sessionKeys.merchant, code);
  sessionStore.set(sessionKeys.merchantCode, code);
}

export const selectToken = (s: SessionState) => s.token;
export const selectIdentity = (s: SessionState) => s.identity;
export const selectIsLoggedIn = (s: SessionState) => s.token !== null;
export const selectPasswordChange = (s: SessionState) => s.passwordChange;
/**
 * The token calls carry: the session's, or, while a password change is pending, the login's, which the
 * server needs for the change (and the logout). What may be called with it is the guard's business: every
 * member query waits for `token`.
 */
export const selectCallToken = (s: SessionState) => s.token ?? s.passwordChange?.token ?? null;
