import type { QueryClient } from '@tanstack/react-query';
import type { LoginResult, MemberInfo } from '@/api';
import { env } from '@/config/env';
import { openPopup } from '@/lib/popup-store';
import { sessionStore } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';
import { adoptMemberInfo } from './identity-from-member-info';
import { forgetMemberData, memberInfoQuery } from './member-data';
import { identityFromMember, useSessionStore, type Identity } from './session-store';

/** How the visitor proved who they are; SMS and third-party logins never force a password change. */
export type LoginMethod = 'username' | 'sms' | 'thirdParty' | 'freePlay' | 'register' | 'phoneReset';

export interface CompleteLoginInput {
  result: LoginResult;
  method: LoginMethod;
  /** The account (or, for SMS, the mobile number) that was used to log in. */
  username: string;
  /** The password just typed, when there was one: compared with the default insecure password. */
  typedPassword?: string;
  /** A login on the agent site: only agents may pass. */
  agentPage?: boolean;
}

export type CompleteLoginOutcome = { kind: 'done'; identity: Identity } | { kind: 'changePassword' };

export interface CompleteLoginDeps {
  queryClient: QueryClient;
  flags: Record<string, boolean>;
}

/**
 * Member types the portal knows (product rules: members and sessions): 0 a regular player, 1, 2, 41 and 42 agents,
 * 4 a free-play trial. Any other type (back-office staff, house or test accounts, e.g. type 3) is a
 * non-member and may not log in to the public site.
 */
const MEMBER_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 41, 42, 4]);

export type LoginRefusal = 'nonMember' | 'notAgent';

/** Thrown by completeLogin after it has cleared the session; `messageKey` is the translated text to show. */
export class LoginRefusedError extends Error {
  readonly reason: LoginRefusal;
  readonly messageKey: 'login_refused_non_member' | 'login_refused_not_agent';

  constructor(reason: LoginRefusal) {
    super(reason === 'nonMember' ? 'Non-member accounts cannot log in' : 'Only agents can log in');
    this.name = 'LoginRefusedError';
    this.reason = reason;
    this.messageKey = reason === 'nonMember' ? 'login_refused_non_member' : 'login_refused_not_agent';
  }
}

export const isLoginRefusedError = (e: unknown): e is LoginRefusedError => e instanceof LoginRefusedError;

/**
 * The password the visitor just logged in with, held in memory only (never stored) so the forced
 * change-password popup need not ask for it again. Cleared by the popup when it closes or succeeds.
 */
let justUsed: { username: string; password: string } | null = null;

export function justUsedPassword(username: string): string | null {
  return justUsed && justUsed.username === username ? justUsed.password : null;
}

export function forgetJustUsedPassword(): void {
  justUsed = null;
}

function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  forgetMemberData(queryClient);
}

/**
 * What happens after any successful login answer (username, SMS, third party, free play, registration,
 * reset by phone), as product rules: states and flows orders it:
 * 1. a first-time login is recorded for the popups;
 * 2. a default insecure password, or an expired one when PWDEXPFORCECHANGE3 is on, holds the token for a
 *    password change and opens its popup (not after an SMS or third-party login, where no password was
 *    used): nothing of the member's loads until the change is done (decision 049);
 * 3. otherwise the token goes to the session;
 * 4. otherwise member info loads; non-members, and non-agents on the agent page, are refused with a
 *    LoginRefusedError after the session is cleared; the identity is stored.
 */
export async function completeLogin(
  input: CompleteLoginInput,
  deps: CompleteLoginDeps,
): Promise<CompleteLoginOutcome> {
  const { result, method, username, typedPassword, agentPage } = input;
  const { queryClient, flags } = deps;
  const session = useSessionStore.getState();

  // The announcement popup reads it to show execution F instead of A, for as long as the tab's session.
  if (result.firstTimeLogin) sessionStore.set(shellSessionKeys.firstLogin, 'true');

  const passwordLogin = method !== 'sms' && method !== 'thirdParty';
  const insecure = typedPassword !== undefined && typedPassword === env.VITE_DEFAULT_INSECURE_PASSWORD;
  const expired = result.passwordExpired && flags.PWDEXPFORCECHANGE3 === true;
  if (passwordLogin && (insecure || expired)) {
    // Not a session yet: the token may change the password and nothing else, through a reload too.
    const reason = insecure ? 'firstLogin' : 'expired';
    session.holdForPasswordChange({ token: result.token, username, reason });
    justUsed = typedPassword !== undefined ? { username, password: typedPassword } : null;
    openPopup('changePassword', { username, reason });
    return { kind: 'changePassword' };
  }

  session.setToken(result.token);

  let member: MemberInfo;
  try {
    member = await queryClient.fetchQuery(memberInfoQuery(result.token));
  } catch (error) {
    // Without member info the login is not complete: do not leave a half session behind.
    endSession(queryClient);
    throw error;
  }

  if (!MEMBER_TYPES.has(member.type)) {
    endSession(queryClient);
    throw new LoginRefusedError('nonMember');
  }
  const identity = identityFromMember(member);
  if (agentPage && !identity.isAgent) {
    endSession(queryClient);
    throw new LoginRefusedError('notAgent');
  }
  // At once, not when the member-info query next reports: what follows the login reads the identity.
  adoptMemberInfo(result.token, member);
  return { kind: 'done', identity };
}
