import { QueryClient } from '@tanstack/react-query';
import { sendLogin } from '@/core/api/login';
import { wireApiClient } from '@/app/client-wiring';
import { useSessionStore } from '@/core';
import { completeLogin, isLoginRefusedError } from '@/core/complete-login';
import { usePopupStore } from '@/lib/popup-store';

const flags = { PWDEXPFORCECHANGE3: true };

async function loginResult(username: string, password: string) {
  return sendLogin({ username, password, captcha: '', type: 'username', loginDeviceId: 'test-device' });
}

describe('completeLogin', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    wireApiClient(queryClient);
    useSessionStore.getState().clear();
    usePopupStore.setState({ stack: [], waiting: [] });
  });

  it('lets an agent in on the agent page and stores the identity', async () => {
    const result = await loginResult('agent01', 'Agent#2026');
    const outcome = await completeLogin(
      { result, method: 'username', username: 'agent01', typedPassword: 'Agent#2026', agentPage: true },
      { queryClient, flags },
    );
    expect(outcome).toEqual({
      kind: 'done',
      identity: expect.objectContaining({ account: 'agent01', isAgent: true }),
    });
    expect(sessionStorage.getItem('isAgent')).toBe('true');
  });

  it('refuses a non-agent on the agent page and clears the session', async () => {
    const result = await loginResult('player01', 'Player#2026');
    const attempt = completeLogin(
      { result, method: 'username', username: 'player01', agentPage: true },
      { queryClient, flags },
    );
    await expect(attempt).rejects.toSatisfy((e) => isLoginRefusedError(e) && e.reason === 'notAgent');
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('opens change password for the default password, but not after an SMS login', async () => {
    const result = await loginResult('newbie01', 'Welcome#0000');
    const outcome = await completeLogin(
      { result, method: 'username', username: 'newbie01', typedPassword: 'Welcome#0000' },
      { queryClient, flags },
    );
    expect(outcome).toEqual({ kind: 'changePassword' });
    expect(usePopupStore.getState().stack.map((p) => [p.name, p.props])).toEqual([
      ['changePassword', { username: 'newbie01', reason: 'firstLogin' }],
    ]);
    expect(sessionStorage.getItem('firstLogin')).toBe('true');

    usePopupStore.setState({ stack: [], waiting: [] });
    const again = await loginResult('newbie01', 'Welcome#0000');
    const sms = await completeLogin(
      { result: again, method: 'sms', username: '11900000001', typedPassword: 'Welcome#0000' },
      { queryClient, flags },
    );
    expect(sms.kind).toBe('done');
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('forces an expired password only when the policy flag is on', async () => {
    const result = await loginResult('expired01', 'Expired#2026');
    const off = await completeLogin(
      { result, method: 'username', username: 'expired01', typedPassword: 'Expired#2026' },
      { queryClient, flags: { PWDEXPFORCECHANGE3: false } },
    );
    expect(off.kind).toBe('done');
    const on = await completeLogin(
      { result, method: 'username', username: 'expired01', typedPassword: 'Expired#2026' },
      { queryClient, flags },
    );
    expect(on).toEqual({ kind: 'changePassword' });
  });
});
