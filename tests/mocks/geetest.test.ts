import { call, control, login, valueOf, type LoginValue } from './mock-client';

/** A pass as the stand-in widget gets it: the mock's "verify" on its CDN. */
async function standInPass(captchaId: string) {
  const response = await fetch('/__cdn/geetest/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ captcha_id: captchaId }),
  });
  expect(response.ok).toBe(true);
  return { captcha_id: captchaId, ...((await response.json()) as Record<string, string>) };
}

async function captchaId(product: string) {
  return valueOf<{ gt: string }>(
    await call(`/wps/captcha/geetest?product=${product}`, { headers: { ModuleId: 'GEETEST3' } }),
  ).gt;
}

describe('mock Geetest v4 (scenario geetest)', () => {
  it('names no Geetest in the settings until the scenario asks for it', async () => {
    const before = valueOf<{ info: Record<string, unknown> }>(await call('/wps/system/status'));
    expect(before.info.geetestSdkVersion).toBeUndefined();
    await control('scenario', { geetest: true });
    const after = valueOf<{ info: Record<string, unknown> }>(await call('/wps/system/status'));
    expect(after.info.geetestSdkVersion).toEqual(expect.any(String));
  });

  it('refuses a login without a pass with #1066, and takes one pass once', async () => {
    await control('scenario', { geetest: true });
    const without = await login('player01', 'Player#2026');
    expect(without.body).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    expect(without.body.message).toContain('#1066');

    const pass = await standInPass(await captchaId('login'));
    expect(Object.keys(pass).sort()).toEqual(
      ['captcha_id', 'captcha_output', 'gen_time', 'lot_number', 'pass_token'].sort(),
    );
    const forged = await login('player01', 'Player#2026', {
      geetestValidateV4: { ...pass, pass_token: 'forged' },
    });
    expect(forged.body.errorCode).toBe('geetest_captcha_err');

    const fresh = await standInPass(await captchaId('login'));
    expect(
      valueOf<LoginValue>(await login('player01', 'Player#2026', { geetestValidateV4: fresh })).token,
    ).toMatch(/^[0-9a-f]{48}$/);
    const again = await login('player01', 'Player#2026', { geetestValidateV4: fresh });
    expect(again.body.errorCode).toBe('geetest_captcha_err');
  });

  it('refuses the next checks the scenario names even with a valid pass', async () => {
    await control('scenario', { geetest: true, geetestRefusals: 1 });
    const id = await captchaId('login');
    const refused = await login('player01', 'Player#2026', { geetestValidateV4: await standInPass(id) });
    expect(refused.body.errorCode).toBe('geetest_captcha_err');
    const passed = await login('player01', 'Player#2026', { geetestValidateV4: await standInPass(id) });
    expect(passed.body.success).toBe(true);
  });

  it('leaves logins alone on a site without Geetest, and refuses an unknown product', async () => {
    expect((await login('player01', 'Player#2026')).body.success).toBe(true);
    const wrong = await call('/wps/captcha/geetest?product=withdraw', { headers: { ModuleId: 'GEETEST3' } });
    expect(wrong.body.errorCode).toBe('geetest.product.invalid');
  });

  it('serves the stand-in loader as a script that defines initGeetest4', async () => {
    const response = await fetch('/__cdn/geetest/gt4.js');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    const source = await response.text();
    const win = {} as { initGeetest4?: unknown };
    // The served text, run as a browser runs it.
    new Function('window', 'document', source)(win, {
      currentScript: { src: 'http://localhost/__cdn/geetest/gt4.js' },
    });
    expect(win.initGeetest4).toEqual(expect.any(Function));
  });
});
