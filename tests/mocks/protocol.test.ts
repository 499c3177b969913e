import { call, loginToken, valueOf } from './mock-client';

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

  it('publishes a 1024-bit RSA modulus as hex text', async () => {
    const modulus = valueOf<string>(
      await call('/wps/session/key/rsa?t=1', { headers: { ModuleId: 'COMM3' } }),
    );
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
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
