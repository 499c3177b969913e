import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { findMemberByAccount } from '../members/member-lookup';
import { issueToken } from './sessions';

// A session issued to a member without logging in (mocks/README.md "Control API"): the token an app or a
// partner site would hand over in `/?token=`, for the tests of that hand-over.

export const sessionControlHandlers = [
  /** POST /__mock/sessions { account }: answers { account, token }, a live session of that member. */
  controlCall('post', '/sessions', async ({ state, request }) => {
    const { account } = (await readJsonObject(request)) ?? {};
    const member = typeof account === 'string' ? findMemberByAccount(state.members, account) : undefined;
    if (!member) return controlRefusal('mock.session.invalid', 'account names a member of the mock');
    return controlOk({ account: member.account, token: issueToken(state.sessions, member.id) });
  }),
];
