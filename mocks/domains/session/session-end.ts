import { fail } from '../../protocol/envelope';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import type { MockState } from '../../state/mock-state';
import { findMemberByAccount } from '../members/member-lookup';

/**
 * How the platform tells a client its session is over (spec 5, 2.1 and 3.9): the reference's HTTP 401
 * `login.not.session`, or inside an HTTP 200 failure the member centre's `customer.not.login`,
 * `user.or.token.invalid`, or the message `CUSTOMER_NOT_LOGIN`.
 */
export const sessionEndAnswers = [
  '401',
  'customer.not.login',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
] as const;
export type SessionEndAnswer = (typeof sessionEndAnswers)[number];

/** The refusal of a call that carried a token the back office ended (or one never issued: 401). */
export function sessionEndResponse(answer: SessionEndAnswer | undefined): Response {
  switch (answer) {
    case 'customer.not.login':
      return fail(200, 'customer.not.login', 'Customer not login');
    case 'user.or.token.invalid':
      return fail(200, 'user.or.token.invalid', 'User or token invalid');
    case 'CUSTOMER_NOT_LOGIN':
      return fail(200, '', 'CUSTOMER_NOT_LOGIN');
    default:
      return fail(401, 'login.not.session', 'Not logged in, please log in');
  }
}

/** The back office ends every session of a member; their next call is refused with `answer`. */
function endSessionsOf(state: MockState, memberId: number, answer: SessionEndAnswer): number {
  let ended = 0;
  for (const [token, id] of state.sessions) {
    if (id !== memberId) continue;
    state.sessions.delete(token);
    state.endedSessions.set(token, answer);
    ended += 1;
  }
  return ended;
}

export const sessionEndControlHandlers = [
  controlCall('post', '/sessions/end', async ({ state, request }) => {
    const body = await readJsonObject(request);
    const member =
      typeof body?.account === 'string' ? findMemberByAccount(state.members, body.account) : undefined;
    if (!member) return controlRefusal('mock.member.unknown', 'account must name a member');
    const answer = (body?.answer ?? '401') as SessionEndAnswer;
    if (!sessionEndAnswers.includes(answer)) {
      return controlRefusal('mock.answer.invalid', `answer must be one of ${sessionEndAnswers.join(', ')}`);
    }
    return controlOk({ account: member.account, ended: endSessionsOf(state, member.id, answer), answer });
  }),
];
