import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { startPlaySession } from '../safer-gambling/play-sessions';
import { issueToken } from './sessions';

export interface LoginValue {
  token: string;
  id: number;
  account: string;
  nickname: string;
  type: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** The answer of login, free play and (with customerId) registration. */
export function loginValue(state: MockState, member: Member): LoginValue {
  const token = issueToken(state.sessions, member.id);
  // The session clock, the reality check and the session time limit count from here.
  startPlaySession(state, member.id, token);
  return {
    token,
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
  };
}
