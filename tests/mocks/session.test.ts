import {
  call,
  control,
  encryptedCall,
  encryptKey,
  fetchModulus,
  login,
  randomKey,
  valueOf,
  type LoginValue,
} from './mock-client';

const freePlay = (headers: Record<string, string>, json: unknown = { os: 'Linux', platform: 'W' }) =>
  call('/wps/session/login/freeplay', {
    method: 'POST',
    headers: { ModuleId: 'FREEPLAY3', ...headers },
    json,
  });

describe('mock sessions', () => {
  it('logs the demo accounts in with their flags', async () => {
    const player = valueOf<LoginValue>(await login('player01', 'Player#2026'));
    expect(player).toMatchObject({ id: 10001, firstTimeLogin: false, passwordExpired: false });
    expect(player.token).toMatch(/^[0-9a-f]{48}$/);
    expect(valueOf<LoginValue>(await login('newbie01', 'Welcome#0000')).firstTimeLogin).toBe(true);
    expect(valueOf<LoginValue>(await login('expired01', 'Expired#2026')).passwordExpired).toBe(true);
    const agent = valueOf<LoginValue & { type: number }>(await login('agent01', 'Agent#2026'));
    expect(agent.type).toBe(1);
  });

  it('says login.password.incorrect, then demands a captcha after two failures', async () => {
    const first = await login('player01', 'wrong');
    expect(first.body.errorCode).toBe('login.password.incorrect');
    expect(first.body.value).toBeUndefined();
    const second = await login('player01', 'wrong');
    expect(second.body.errorCode).toBe('login.captcha.required');
    expect(second.body.message?.toLowerCase()).toContain('captcha');
    // The reference's signal (product rules: account calls), beside the code.
    expect(second.body.value).toEqual({ captcha: true });
    const noCaptcha = await login('player01', 'Player#2026');
    expect(noCaptcha.body.errorCode).toBe('login.captcha.required');
    expect(noCaptcha.body.value).toEqual({ captcha: true });

    const image = valueOf<string>(await call('/wps/captcha', { headers: { ModuleId: 'CAPTCHA3' } }));
    expect(atob(image).startsWith('\x89PNG')).toBe(true);
    const { answer } = (await control('captcha/latest')) as { answer: string };
    expect(answer).toMatch(/^\d{4}$/);
    const wrongCaptcha = await login('player01', 'Player#2026', {
      captcha: answer === '0000' ? '1111' : '0000',
    });
    expect(wrongCaptcha.body.errorCode).toBe('login.captcha.incorrect');
    expect(wrongCaptcha.body.value).toEqual({ captcha: true });

    await call('/wps/captcha', { headers: { ModuleId: 'CAPTCHA3' } });
    const next = (await control('captcha/latest')) as { answer: string };
    const ok = await login('player01', 'Player#2026', { captcha: next.answer });
    expect(ok.body.success).toBe(true);
  });

  it('logs in by SMS with the code read through the control API', async () => {
    const json = { mobileNum: '11987654321', countryDialingCode: '55' };
    const sent = await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      headers: { ModuleId: 'VERIFICATION3' },
      json,
    });
    expect(valueOf<{ expiredMinutes: number }>(sent)).toEqual({ expiredMinutes: 1 });
    const { code } = (await control('sms/latest?mobile=11987654321')) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const result = await login('11987654321', code, { type: 'sms' });
    expect(valueOf<LoginValue>(result).id).toBe(10001);
    // The reference's module id only (protocol: every call).
    const old = await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      headers: { ModuleId: 'COMM3' },
      json,
    });
    expect(old.body.errorCode).toBe('gateway.module.invalid');
  });

  it('creates a trial account on free play as the reference sends it', async () => {
    const sealed = encryptKey(randomKey(), await fetchModulus());
    const gateway = { 'X-Gateway-Version': '3' };
    expect((await freePlay({ Encryption: sealed })).body.errorCode).toBe('gateway.version.unsupported');
    const missing = await freePlay(gateway);
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('freeplay.encryption.required');
    const garbled = await freePlay({ ...gateway, Encryption: 'not-hex' });
    expect(garbled.status).toBe(400);
    expect(garbled.body.errorCode).toBe('freeplay.encryption.invalid');
    const noPlatform = await freePlay({ ...gateway, Encryption: sealed }, { os: 'Linux' });
    expect(noPlatform.body.errorCode).toBe('freeplay.platform.required');

    // The reference's answer: the login fields beside success, where its token step reads the token.
    const answer = (await freePlay({ ...gateway, Encryption: sealed })).body as unknown as LoginValue & {
      success: boolean;
    };
    expect(answer).toMatchObject({ success: true, token: expect.stringMatching(/^[0-9a-f]{48}$/) });
    const info = valueOf<{ type: number }>(
      await call('/wps/member/info', { token: answer.token, headers: { ModuleId: 'COMM3' } }),
    );
    expect(info.type).toBe(4);
  });

  it('changes the password of the first-login account and clears its flag', async () => {
    const { token } = valueOf<LoginValue>(await login('newbie01', 'Welcome#0000'));
    const pass = { ModuleId: 'PASS3' };
    const same = await encryptedCall(
      '/wps/member/password',
      'POST',
      { oldPassword: 'Welcome#0000', newPassword: 'Welcome#0000', confirmNewPassword: 'Welcome#0000' },
      token,
      pass,
    );
    expect(same.body.success).toBe(false);
    const changed = await encryptedCall(
      '/wps/member/password',
      'POST',
      { oldPassword: 'Welcome#0000', newPassword: 'Fresh#2026x', confirmNewPassword: 'Fresh#2026x' },
      token,
      pass,
    );
    expect(changed.body.success).toBe(true);
    expect(valueOf<LoginValue>(await login('newbie01', 'Fresh#2026x')).firstTimeLogin).toBe(false);
  });

  it('resets a password by phone with the reference params', async () => {
    await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      headers: { ModuleId: 'VERIFICATION3' },
      json: { mobileNum: '11987654321', countryDialingCode: '55' },
    });
    const { code } = (await control('sms/latest?mobile=11987654321')) as { code: string };
    const reset = await encryptedCall(
      '/wps/member/password/verification',
      'POST',
      { newPassword: 'Phone#2026x', mobileNum: '11987654321', verificationCode: code },
      undefined,
      { ModuleId: 'CHNGPASSVERIF3' },
    );
    expect(valueOf<{ username: string }>(reset).username).toBe('player01');
    expect(valueOf<LoginValue>(await login('player01', 'Phone#2026x')).id).toBe(10001);
  });
});
