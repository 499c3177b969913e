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

interface SessionState {
  /** The raw member token; holding one counts as logged in for the route guard. */
  token: string | null;
  /** Set by a successful member-info fetch; null until then. */
  identity: Identity | null;
  setToken: (token: string) => void;
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
  token: sessionStore.get(sessionKeys.token),
  identity: sessionStore.get(sessionKeys.token) ? readStoredIdentity() : null,
  setToken: (token) => {
    sessionStore.set(sessionKeys.token, token);
    set({ token });
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
    for (const key of identityKeys) sessionStore.remove(key);
    set({ token: null, identity: null });
  },
}));

/** Re-reads storage (tests and start-up after the URL token was stored). */
export function reloadSessionFromStorage(): void {
  const token = sessionStore.get(sessionKeys.token);
  useSessionStore.setState({ token, identity: token ? readStoredIdentity() : null });
}

/** The merchant code is kept in session storage under both historic key names (product rules: constants and limits). */
export function storeMerchantCode(code: string = env.VITE_MERCHANT_CODE): void {
  sessionStore.set(sessionKeys.merchant, code);
  sessionStore.set(sessionKeys.merchantCode, code);
}

export const selectToken = (s: SessionState) => s.token;
export const selectIdentity = (s: SessionState) => s.identity;
export const selectIsLoggedIn = (s: SessionState) => s.token !== null;
