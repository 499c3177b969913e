import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

interface Info {
  realName: string | null;
  birthday: string | null;
  whatsapp: string | null;
  telegram: string | null;
  mobile: string;
  mobileVerified: boolean;
  email: string;
  hasWithdrawPassword: boolean;
}

const info = async (token: string) => valueOf<Info>(await call('/wps/member/info', { token }));

function saveProfile(token: string, json: Record<string, unknown>) {
  return call('/wps/member/info', { method: 'POST', token, json });
}

/** PUT sets the first withdraw password, POST changes it (spec 5 2.5). */
function withdrawPassword(token: string, payload: Record<string, unknown>, method: 'PUT' | 'POST') {
  return encryptedCall('/wps/member/paymentPassword', method, payload, token);
}

const hasWithdrawPassword = async (token: string) =>
  (await call('/wps/member/hasWithdrawalPassword', { token })).body.success;

/** The bind operation's code, as the member centre sends it (spec 5 2.2: operationType 5). */
function sendBindCode(token: string, mobileNum: string) {
  return call('/wps/v2/verification/sms/send', {
    method: 'POST',
    token,
    json: { countryDialingCode: '55', mobileNum, operationType: 5 },
  });
}

function bindMobile(token: string, mobileNum: string, verificationCode: string) {
  return call('/wps/v2/verification/sms/verify', {
    method: 'POST',
    token,
    json: { countryDialingCode: '55', mobileNum, verificationCode },
  });
}

function bindEmail(token: string, json: Record<string, unknown>) {
  return call('/wps/member/info/email', { method: 'POST', token, json });
}

async function expectRefusal(
  result: Promise<{ status: number; body: { errorCode?: string } }>,
  code: string,
) {
  const { status, body } = await result;
  expect({ status, errorCode: body.errorCode }).toEqual({ status: 400, errorCode: code });
}

describe('mock member info', () => {
  it('tells the profile fields and whether a withdraw password is set', async () => {
    expect(await info(await loginToken())).toMatchObject({
      realName: null,
      birthday: null,
      whatsapp: null,
      hasWithdrawPassword: true,
    });
    expect(await info(await loginToken('agent01', 'Agent#2026'))).toMatchObject({
      realName: 'Alberto Almeida',
      birthday: '1984-09-12',
      whatsapp: '5511912345678',
      telegram: '@agentalpha',
    });
    expect(await info(await loginToken('team01', 'Team#2026'))).toMatchObject({
      hasWithdrawPassword: false,
      mobile: '',
      email: '',
    });
  });
});

describe('mock profile update', () => {
  it('sets the full name and birthday once, and contact handles freely', async () => {
    const token = await loginToken();
    const saved = valueOf<Info>(
      await saveProfile(token, {
        realName: ' Lucas  Pereira ',
        birthday: '1990-05-14',
        whatsapp: '5511987654321',
      }),
    );
    expect(saved).toMatchObject({
      realName: 'Lucas Pereira',
      birthday: '1990-05-14',
      whatsapp: '5511987654321',
    });
    // The same values again pass; the contact handle may be cleared.
    expect(
      valueOf<Info>(
        await saveProfile(token, { realName: 'Lucas Pereira', birthday: '1990-05-14', whatsapp: '' }),
      ),
    ).toMatchObject({ realName: 'Lucas Pereira', whatsapp: null });
    await expectRefusal(saveProfile(token, { realName: 'Lucas Silva' }), 'profile.locked');
    await expectRefusal(saveProfile(token, { birthday: '1991-01-01' }), 'profile.locked');
    expect(await info(token)).toMatchObject({ realName: 'Lucas Pereira', birthday: '1990-05-14' });
  });

  it('refuses a field outside its rule and keeps nothing of that request', async () => {
    const token = await loginToken();
    const cases: Record<string, unknown>[] = [
      { realName: 'L' },
      { realName: 'Lucas 3' },
      { birthday: '1990-02-30' },
      { birthday: '14/05/1990' },
      { birthday: '2030-01-01' },
      { whatsapp: '55 11 9876' },
      { telegram: 'a b' },
    ];
    for (const payload of cases) {
      await expectRefusal(saveProfile(token, { ...payload, line: 'lucas.line' }), 'profile.field.invalid');
    }
    expect(await info(token)).toMatchObject({ realName: null, birthday: null });
    expect((await info(token)) as unknown).toMatchObject({ line: null });
  });

  it('needs a session', async () => {
    expect((await saveProfile('', { realName: 'Lucas Pereira' })).status).toBe(401);
  });
});

describe('mock withdraw password', () => {
  it('is set with the login password, then changed with the old one', async () => {
    const token = await loginToken('team01', 'Team#2026');
    expect(await hasWithdrawPassword(token)).toBe(false);
    const first = { paymentPassword: 'Abc246810', validatePaymentPassword: 'Abc246810' };
    await expectRefusal(withdrawPassword(token, first, 'PUT'), 'security.field.required');
    await expectRefusal(
      withdrawPassword(token, { ...first, loginPassword: 'nope' }, 'PUT'),
      'member.password.incorrect',
    );
    await expectRefusal(
      withdrawPassword(token, { ...first, oldPaymentPassword: 'Abc246810' }, 'POST'),
      'not.exists.payment.password',
    );
    expect(valueOf(await withdrawPassword(token, { ...first, loginPassword: 'Team#2026' }, 'PUT'))).toBe(
      true,
    );
    expect(await hasWithdrawPassword(token)).toBe(true);
    expect((await info(token)).hasWithdrawPassword).toBe(true);

    const next = { paymentPassword: '135791xy', validatePaymentPassword: '135791xy' };
    // Once set, it is changed, never set again.
    await expectRefusal(
      withdrawPassword(token, { ...next, loginPassword: 'Team#2026' }, 'PUT'),
      'member.withdrawPassword.exists',
    );
    await expectRefusal(
      withdrawPassword(token, { ...next, oldPaymentPassword: '111111' }, 'POST'),
      'invalid.payment.pw',
    );
    expect(valueOf(await withdrawPassword(token, { ...next, oldPaymentPassword: 'Abc246810' }, 'POST'))).toBe(
      true,
    );
  });

  it('refuses a new password outside 6 to 15 letters and digits, not confirmed or unchanged', async () => {
    const token = await loginToken();
    const change = (paymentPassword: string, validatePaymentPassword = paymentPassword) =>
      withdrawPassword(
        token,
        { oldPaymentPassword: '123456', paymentPassword, validatePaymentPassword },
        'POST',
      );
    await expectRefusal(change('12345'), 'member.withdrawPassword.invalid');
    await expectRefusal(change('abc-def'), 'member.withdrawPassword.invalid');
    await expectRefusal(change('a'.repeat(16)), 'member.withdrawPassword.invalid');
    await expectRefusal(change('654321', '654320'), 'member.withdrawPassword.confirm.mismatch');
    await expectRefusal(change('123456'), 'member.withdrawPassword.same');
    await expectRefusal(change(''), 'security.field.required');
    // Letters and digits, up to 15, are the member centre's rule.
    expect(valueOf(await change('Lucas2026abcdef'))).toBe(true);
  });

  it('must be encrypted', async () => {
    const token = await loginToken();
    const plain = await call('/wps/member/paymentPassword', {
      method: 'POST',
      token,
      json: { oldPaymentPassword: '123456', paymentPassword: '654321', validatePaymentPassword: '654321' },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('decryption.err');
  });
});

describe('mock mobile binding', () => {
  it('sends a code to the new number and binds it with that code only', async () => {
    const token = await loginToken('team01', 'Team#2026');
    expect(valueOf(await sendBindCode(token, '11955550001'))).toEqual({
      expirationTime: expect.any(Number) as number,
    });
    const { code } = (await control('sms/latest?mobile=11955550001')) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    await expectRefusal(
      bindMobile(token, '11955550001', code === '000000' ? '111111' : '000000'),
      'verification.code.invalid',
    );
    await expectRefusal(bindMobile(token, '11955550001', ''), 'verification.code.required');
    expect((await bindMobile(token, '11955550001', code)).body.success).toBe(true);
    expect(await info(token)).toMatchObject({ mobile: '119****0001', mobileVerified: true });
    // The code is used once.
    await expectRefusal(bindMobile(token, '11955550002', code), 'verification.code.invalid');
  });

  it('refuses a malformed number, one of another member and the member’s own', async () => {
    const token = await loginToken();
    await expectRefusal(sendBindCode(token, '1234'), 'mobile.invalid');
    await expectRefusal(sendBindCode(token, ''), 'security.field.required');
    await expectRefusal(sendBindCode(token, '11912345678'), 'customer_mobile_no_duplicated');
    await expectRefusal(sendBindCode(token, '11987654321'), 'member.mobile.same');
    expect((await sendBindCode('', '11955550001')).status).toBe(401);
  });
});

describe('mock e-mail binding', () => {
  it('binds an e-mail proved by the login password', async () => {
    const token = await loginToken('team01', 'Team#2026');
    await expectRefusal(
      bindEmail(token, { email: 'team01@example', loginPassword: 'Team#2026' }),
      'email.invalid',
    );
    await expectRefusal(bindEmail(token, { email: 'team01@example.com' }), 'security.field.required');
    await expectRefusal(
      bindEmail(token, { email: 'team01@example.com', loginPassword: 'wrong' }),
      'member.password.incorrect',
    );
    await expectRefusal(
      bindEmail(token, { email: 'Player01@example.com', loginPassword: 'Team#2026' }),
      'member.email.duplicated',
    );
    const bound = valueOf<Info>(
      await bindEmail(token, { email: 'team01@example.com', loginPassword: 'Team#2026' }),
    );
    expect(bound.email).toBe('te***@example.com');
    await expectRefusal(
      bindEmail(token, { email: 'team01@example.com', loginPassword: 'Team#2026' }),
      'member.email.same',
    );
  });

  it('is plain JSON, as the member centre sends it: a sealed body carries no e-mail', async () => {
    const token = await loginToken('team01', 'Team#2026');
    const sealed = await encryptedCall(
      '/wps/member/info/email',
      'POST',
      { email: 'new@example.com', loginPassword: 'Team#2026' },
      token,
    );
    expect(sealed.body.success).toBe(false);
  });
});
