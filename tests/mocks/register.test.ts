import { call, control, encryptedCall, loginToken, valueOf } from './mock-client';

const reg = { ModuleId: 'REG3' };
const byMobile = { ModuleId: 'COMM3' };

const base = {
  password: 'Brand#New2026',
  confirmPassword: 'Brand#New2026',
  registerMethod: 'WEB',
  login: true,
  domain: 'localhost',
  registerUrl: 'http://localhost:3000/register',
  loginDeviceId: '3f1c2d4e-0000-4000-8000-000000000002',
};

describe('mock registration', () => {
  it('publishes the register field rules', async () => {
    const rules = valueOf<Record<string, { enabled: boolean; acceptedPattern: string; patternId: number }>>(
      await call('/wps/system/setting/register', { headers: { ModuleId: 'COMM3' } }),
    );
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(['username', 'password', 'mobileNum', 'affiliateCode', 'birthday']),
    );
    expect(new RegExp(rules.password?.acceptedPattern ?? '').test('Player#2026')).toBe(true);
  });

  it('registers by username and logs the member in', async () => {
    const result = valueOf<{ customerId: number; token: string }>(
      await encryptedCall(
        '/wps/member/register',
        'PUT',
        { ...base, username: 'freshman01', affiliateCode: 'AG2026' },
        undefined,
        reg,
      ),
    );
    expect(result.customerId).toBeGreaterThan(0);
    expect(
      valueOf<{ account: string }>(
        await call('/wps/member/info', { token: result.token, headers: { ModuleId: 'COMM3' } }),
      ).account,
    ).toBe('freshman01');
  });

  it("registers a player's invited friend from the invite link's referral code", async () => {
    const joined = await encryptedCall(
      '/wps/member/register',
      'PUT',
      { ...base, username: 'friendly01', referralCode: 'ref10001' },
      undefined,
      reg,
    );
    expect(joined.body.success).toBe(true);
    const token = await loginToken();
    const friends = valueOf<{ list: { account: string; status: string }[] }>(
      await call('/wps/relay/MCSFE_getReferralList?page=1&size=10', { token }),
    );
    expect(friends.list[0]).toMatchObject({ account: 'fr***01', status: 'REGISTERED' });
  });

  it('rejects duplicates, invalid affiliate codes and bad fields', async () => {
    const duplicate = await encryptedCall(
      '/wps/member/register',
      'PUT',
      { ...base, username: 'player01' },
      undefined,
      reg,
    );
    expect(duplicate.body.errorCode).toBe('member.username.duplicated');
    const affiliate = await encryptedCall(
      '/wps/member/register',
      'PUT',
      { ...base, username: 'freshman02', affiliateCode: 'NOPE99' },
      undefined,
      reg,
    );
    expect(affiliate.body.errorCode).toBe('affiliate.code.invalid');
    const pattern = await encryptedCall(
      '/wps/member/register',
      'PUT',
      { ...base, username: '1badname' },
      undefined,
      reg,
    );
    expect(pattern.body.errorCode).toBe('register.field.invalid');
    const affMan = { headers: { ModuleId: 'AFFMAN3' } };
    expect((await call('/wps/agent/affiliate?code=NOPE99&domain=localhost', affMan)).body.errorCode).toBe(
      'affiliate.code.invalid',
    );
    expect((await call('/wps/agent/affiliate?code=AG2026&domain=localhost', affMan)).body.success).toBe(true);
  });

  it('registers by mobile with the SMS code', async () => {
    await call('/wps/verification/sms/register', {
      method: 'POST',
      headers: { ModuleId: 'MOBILENUMREG3' },
      json: { countryDialingCode: '55', mobileNo: '11955554444' },
    });
    const { code } = (await control('sms/latest?mobile=11955554444')) as { code: string };
    const wrong = await encryptedCall(
      '/wps/member/register/mobile',
      'PUT',
      { ...base, mobileNum: '11955554444', verificationCode: '000000' === code ? '111111' : '000000' },
      undefined,
      byMobile,
    );
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const ok = await encryptedCall(
      '/wps/member/register/mobile',
      'PUT',
      { ...base, mobileNum: '11955554444', verificationCode: code },
      undefined,
      byMobile,
    );
    expect(ok.body.success).toBe(true);
    // The username form's code has its own module id on the same link (product rules: account calls).
    const again = await call('/wps/verification/sms/register', {
      method: 'POST',
      headers: { ModuleId: 'REGMOBVERF3' },
      json: { mobileNo: '11955554444' },
    });
    expect(again.body.errorCode).toBe('customer_mobile_no_duplicated');
    const oneId = await call('/wps/verification/sms/register', {
      method: 'POST',
      headers: { ModuleId: 'REG3' },
      json: { countryDialingCode: '55', mobileNo: '11955550000' },
    });
    expect(oneId.body.errorCode).toBe('gateway.module.invalid');
  });
});
