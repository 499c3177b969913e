import { call, loginToken, MERCHANT, valueOf } from './mock-client';

// The gateway checks each call's module id (protocol: every call).
const COMM3 = { ModuleId: 'COMM3' };

describe('mock backend protocol', () => {
  it('wraps answers in the success envelope', async () => {
    const result = await call('/wps/system/status', { headers: COMM3 });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.value).toMatchObject({ maintenance: false });
  });

  it('refuses a call without the Merchant header', async () => {
    const response = await fetch('/wps/system/status');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'merchant.missing' });
  });

  it('refuses a Merchant header sent twice', async () => {
    const headers = new Headers();
    headers.append('Merchant', 'demo');
    headers.append('Merchant', 'demo');
    const response = await fetch('/wps/system/status', { headers });
    expect(response.status).toBe(400);
  });

  it('answers 401 login.not.session on a (T) call without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const result = await call('/wps/member/info', { token, headers: COMM3 });
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
      expect(typeof result.body.message).toBe('string');
    }
  });

  it.each([
    ['customer.not.login', 200, { errorCode: 'customer.not.login' }],
    ['user.or.token.invalid', 200, { errorCode: 'user.or.token.invalid' }],
    ['CUSTOMER_NOT_LOGIN', 200, { message: 'CUSTOMER_NOT_LOGIN' }],
    ['401', 401, { errorCode: 'login.not.session' }],
  ] as const)('refuses a session the back office ended with %s', async (answer, status, body) => {
    const token = await loginToken();
    const ended = await fetch('/__mock/sessions/end', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', answer }),
    });
    expect(await ended.json()).toMatchObject({ value: { ended: 1 } });
    const result = await call('/wps/member/info', { token, headers: COMM3 });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ success: false, ...body });
  });

  it('accepts the raw token (no Bearer) and rejects it after logout', async () => {
    const token = await loginToken();
    const info = valueOf<{ account: string; type: number; mobile: string; clubLabel: { labelName: string } }>(
      await call('/wps/member/info', { token, headers: COMM3 }),
    );
    expect(info).toMatchObject({ account: 'player01', type: 0 });
    expect(info.mobile).not.toContain('987654');
    expect((await call('/wps/member/info', { token: `Bearer ${token}`, headers: COMM3 })).status).toBe(401);
    expect((await call('/wps/session/logout', { method: 'DELETE', token, headers: COMM3 })).status).toBe(200);
    expect((await call('/wps/member/info', { token, headers: COMM3 })).status).toBe(401);
  });

  it('publishes a 1024-bit RSA modulus as bare hex text, as real clients read it', async () => {
    const response = await fetch('/wps/session/key/rsa?t=1', { headers: { Merchant: MERCHANT } });
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^[0-9a-f]{256}$/);
  });

  it('answers 404 with the failure envelope for an unknown backend call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await call('/wps/relay/NO_SUCH_CALL');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ success: false, errorCode: 'api.not.found' });
    expect(warn).toHaveBeenCalled();
  });

  it('returns the balance in BRL for a member', async () => {
    const token = await loginToken();
    const balance = valueOf<{
      sumBalance: number;
      balance: unknown[];
      currency: string;
      currencySymbol: string;
    }>(await call('/wps/v2/wallets/balance?typeId=0', { token, headers: COMM3 }));
    expect(balance).toMatchObject({ sumBalance: 12345.67, currency: 'BRL', currencySymbol: 'R$' });
    expect(balance.balance.length).toBeGreaterThan(0);
  });
});
