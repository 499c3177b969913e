import { screen, waitFor, within } from '@testing-library/react';
import { installGeetestStandIn } from '@mocks/domains/geetest/stand-in';
import { forgetGeetest } from '@/core/geetest/geetest-widget';
import { buildRegisterPayload } from '@/features/register/model/register-payload';
import type { RegisterFormValues } from '@/features/register/model/build-register-schema';
import { serveRegisterRules } from '../support/register-rules';
import { renderApp, setScenario } from '../test-utils';

const strong = 'Brand#New2026';
const rule = (minLength: number, maxLength: number, acceptedPattern = '*') => ({
  enabled: true,
  required: true,
  acceptedPattern,
  minLength,
  maxLength,
  patternId: 1,
});

afterEach(() => {
  screen.queryAllByRole('dialog', { name: 'Security check' }).forEach((d) => d.parentElement?.remove());
  forgetGeetest();
  delete window.initGeetest4;
});

describe('registration on a site that uses Geetest v4', () => {
  it('puts the pass in the payload as geetestValidateV4, beside the fields', () => {
    const geetest = {
      captcha_id: 'id1',
      lot_number: 'lot1',
      pass_token: 'pass1',
      gen_time: '1764547200',
      captcha_output: 'out1',
    };
    const values = { username: 'newplayer9', countryDialingCode: '55' } as RegisterFormValues;
    const context = {
      mode: 'username' as const,
      shown: ['username' as const],
      referralCode: '',
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
      loginDeviceId: 'device1',
    };
    expect(buildRegisterPayload(values, { ...context, geetest })).toMatchObject({
      username: 'newplayer9',
      login: true,
      geetestValidateV4: geetest,
    });
    expect(buildRegisterPayload(values, context)).not.toHaveProperty('geetestValidateV4');
  });

  it('asks the Geetest check instead of the picture captcha, and registers with its pass', async () => {
    serveRegisterRules({
      username: rule(6, 16),
      password: rule(8, 20),
      confirmPassword: rule(8, 20),
      captcha: rule(4, 4, '^\\d+$'),
    });
    await setScenario({ geetest: true });
    installGeetestStandIn(window, new URL('/__cdn/geetest/', window.location.href).href);
    const { user } = await renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await within(dialog).findByRole('button', { name: 'Create account' });
    expect(within(dialog).queryByRole('img', { name: 'Captcha image' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username', { selector: 'input' }), 'newplayer9');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), strong);
    await user.type(within(dialog).getByLabelText('Confirm password', { selector: 'input' }), strong);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    await user.click(within(check).getByRole('button', { name: 'I am human' }));

    // The mock refuses a registration without the pass it issued.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign up' })).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newplayer9'));
  });
});
