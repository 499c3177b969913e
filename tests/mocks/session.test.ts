import { call, control, encryptedCall, login, valueOf, type LoginValue } from './mock-client';

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
    const second = await login('player01', 'wrong');
    expect(second.body.errorCode).toBe('login.captcha.required');
    expect(second.body.message?.toLowerCase()).toContain('captcha');
    const noCaptcha = await login('player01', 'Player#2026');
    expect(noCaptcha.body.errorCode).toBe('login.captcha.required');

    const image = valueOf<string>(await call('/wps/captcha'));
    expect(atob(image).startsWith('\x89PNG')).toBe(true);
    const { answer } = (await control('captcha/latest')) as { answer: string };
    expect(answer).toMatch(/^\d{4}$/);
    const wrongCaptcha = await login('player01', 'Player#2026', {
      captcha: answer === '0000' ? '1111' : '0000',
    });
    expect(wrongCaptcha.body.errorCode).toBe('login.captcha.incorrect');

    await call('/wps/captcha');
    const next = (await control('captcha/latest')) as { answer: string };
    const ok = await login('player01', 'Player#2026', { captcha: next.answer });
    expect(ok.body.success).toBe(true);
  });

  it('logs in by SMS with the code read through the control API', async () => {
    const sent = await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      json: { mobileNum: '11987654321', countryDialingCode: '55' },
    });
    expect(valueOf<{ expiredMinutes: number }>(sent)).toEqual({ expiredMinutes: 1 });
    const { code } = (await control('sms/latest?mobile=11987654321')) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const result = await login('11987654321', code, { type: 'sms' });
    expect(valueOf<LoginValue>(result).id).toBe(10001);
  });

  it('creates a trial account on free play only with X-Gateway-Version 3 and a sealed random string', async () => {
    const gateway = { 'X-Gateway-Version': '3' };
    const payload = { os: 'Linux', platform: 'W', random: 'r4nd0mStr1ng0123' };
    const noGateway = await encryptedCall('/wps/session/login/freeplay', 'POST', payload);
    expect(noGateway.body.errorCode).toBe('gateway.version.unsupported');
    // Spec 1 section 7: the random string travels encrypted, so a plain payload is refused like any (E) call.
    const plain = await call('/wps/session/login/freeplay', {
      method: 'POST',
      headers: gateway,
      json: payload,
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('payload.decrypt.failed');
    const { random: _, ...withoutRandom } = payload;
    const noRandom = await encryptedCall(
      '/wps/session/login/freeplay',
      'POST',
      withoutRandom,
      undefined,
      gateway,
    );
    expect(noRandom.body.errorCode).toBe('freeplay.random.required');
    const trial = valueOf<LoginValue>(
      await encryptedCall('/wps/session/login/freeplay', 'POST', payload, undefined, gateway),
    );
    const info = valueOf<{ type: number }>(await call('/wps/member/info', { token: trial.token }));
    expect(info.type).toBe(4);
  });

  it('changes the password of the first-login account and clears its flag', async () => {
    const { token } = valueOf<LoginValue>(await login('newbie01', 'Welcome#0000'));
    const same = await encryptedCall(
      '/wps/member/password',
      'POST',
      { oldPassword: 'Welcome#0000', newPassword: 'Welcome#0000', confirmNewPassword: 'Welcome#0000' },
      token,
    );
    expect(same.body.success).toBe(false);
    const changed = await encryptedCall(
      '/wps/member/password',
      'POST',
      { oldPassword: 'Welcome#0000', newPassword: 'Fresh#2026x', confirmNewPassword: 'Fresh#2026x' },
      token,
    );
    expect(changed.body.success).toBe(true);
    expect(valueOf<LoginValue>(await login('newbie01', 'Fresh#2026x')).firstTimeLogin).toBe(false);
  });
});
