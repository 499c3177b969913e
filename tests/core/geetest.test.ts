import { ApiError } from '@/api';
import { loginWantsCaptcha } from '@/core/api/login';
import { geetestMessageKey, isGeetestRefusal } from '@/core/geetest/geetest-refusal';
import {
  forgetGeetest,
  GeetestNotPassed,
  loadGeetest,
  passGeetest,
  type GeetestCaptcha,
  type InitGeetest4,
} from '@/core/geetest/geetest-widget';

const SCRIPT = '/__cdn/geetest/gt4.js';

/** A v4 captcha object as the vendor's: handlers registered, then driven by the test. */
function fakeGeetest(validate: () => ReturnType<GeetestCaptcha['getValidate']>) {
  const on: Record<string, (() => void)[]> = { ready: [], success: [], close: [], error: [] };
  const captcha: GeetestCaptcha = {
    showCaptcha: vi.fn(),
    getValidate: vi.fn(validate),
    reset: vi.fn(),
    onReady: (h) => (on.ready?.push(h), captcha),
    onSuccess: (h) => (on.success?.push(h), captcha),
    onError: (h) => (on.error?.push(() => h({ code: 'x' })), captcha),
    onClose: (h) => (on.close?.push(h), captcha),
  };
  const init = vi.fn<InitGeetest4>((_config, callback) => {
    callback(captcha);
    on.ready?.forEach((h) => h());
  });
  const fire = (event: 'success' | 'close' | 'error') => on[event]?.forEach((h) => h());
  return { captcha, init, fire };
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

afterEach(() => {
  forgetGeetest();
  delete window.initGeetest4;
  scripts().forEach((s) => s.remove());
});

describe('the Geetest v4 adapter', () => {
  it('adds the loader script only when asked, once, from the configured address', async () => {
    expect(scripts()).toHaveLength(0);
    const first = loadGeetest(SCRIPT);
    const second = loadGeetest(SCRIPT);
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual([SCRIPT]);
    const { init } = fakeGeetest(() => false);
    window.initGeetest4 = init;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(init);
    await expect(second).resolves.toBe(init);
  });

  it('says a loader that fails is unavailable, and tries it again the next time', async () => {
    const failed = loadGeetest(SCRIPT);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toEqual(new GeetestNotPassed('unavailable'));
    expect(scripts()).toHaveLength(0);
    void loadGeetest(SCRIPT).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('shows the challenge in bind mode and gives the five fields of a pass, then resets', async () => {
    const { captcha, init, fire } = fakeGeetest(() => ({
      lot_number: 'lot1',
      captcha_output: 'out1',
      pass_token: 'pass1',
      gen_time: '1764547200',
    }));
    window.initGeetest4 = init;
    const pass = passGeetest({ captchaId: 'id1', scriptUrl: SCRIPT, language: 'por' });
    await vi.waitFor(() => expect(captcha.showCaptcha).toHaveBeenCalled());
    expect(init).toHaveBeenCalledWith(
      { captchaId: 'id1', product: 'bind', language: 'por' },
      expect.any(Function),
    );
    fire('success');
    await expect(pass).resolves.toEqual({
      captcha_id: 'id1',
      lot_number: 'lot1',
      captcha_output: 'out1',
      pass_token: 'pass1',
      gen_time: '1764547200',
    });
    expect(captcha.reset).toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
  });

  it('rejects as closed when the visitor closes it, and as unavailable on an error or an empty pass', async () => {
    const { captcha, init, fire } = fakeGeetest(() => false);
    window.initGeetest4 = init;
    const closed = passGeetest({ captchaId: 'id1', scriptUrl: SCRIPT });
    await vi.waitFor(() => expect(captcha.showCaptcha).toHaveBeenCalledTimes(1));
    fire('close');
    await expect(closed).rejects.toEqual(new GeetestNotPassed('closed'));

    const empty = passGeetest({ captchaId: 'id1', scriptUrl: SCRIPT });
    await vi.waitFor(() => expect(captcha.showCaptcha).toHaveBeenCalledTimes(2));
    fire('success');
    await expect(empty).rejects.toEqual(new GeetestNotPassed('unavailable'));
    // One captcha object per id, asked again.
    expect(init).toHaveBeenCalledTimes(1);
  });
});

describe('a refusal naming Geetest', () => {
  const refusal = (code: string, message = 'no') => new ApiError('server', 'login', { code, message });

  it.each([
    ['geetest_captcha_err', 'geetest_captcha_err #1066'],
    ['#1066', 'Please verify'],
    ['GEETEST.FAILED', 'no'],
    ['login.refused', 'Geetest validation failed'],
  ])('is recognised in %s / %s', (code, message) => {
    const error = refusal(code, message);
    expect(isGeetestRefusal(error)).toBe(true);
    expect(geetestMessageKey(error)).toBe('auth_geetest_again');
    // It names a captcha, but asks for the Geetest check, not the picture.
    expect(loginWantsCaptcha(error)).toBe(false);
  });

  it('is not any other failure', () => {
    expect(isGeetestRefusal(refusal('login.captcha.required', 'Please enter the captcha'))).toBe(false);
    expect(loginWantsCaptcha(refusal('login.captcha.required', 'Please enter the captcha'))).toBe(true);
    expect(isGeetestRefusal(new ApiError('network', 'login'))).toBe(false);
    expect(geetestMessageKey(new Error('geetest'))).toBeUndefined();
  });

  it('words a check not passed', () => {
    expect(geetestMessageKey(new GeetestNotPassed('closed'))).toBe('auth_geetest_closed');
    expect(geetestMessageKey(new GeetestNotPassed('unavailable'))).toBe('auth_geetest_unavailable');
  });
});
