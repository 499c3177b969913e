import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { rsaModulusHex } from '@mocks/protocol/rsa-key';
import { findHeader, renderApp } from '../test-utils';
import { latestCaptcha, latestSms, openLogin } from './auth-helpers';

/** traveller01 logs in from an IP the site does not know: the popup moves on to the verification step. */
async function logInFromUnregisteredIp(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const login = await openLogin(user);
  await user.type(within(login).getByLabelText('Username'), 'traveller01');
  await user.type(within(login).getByLabelText('Password'), 'Travel#2026');
  await user.click(within(login).getByRole('button', { name: 'Log in' }));
}

describe('login popup', () => {
  it('logs player01 in by username and stores the identity', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    expect(within(dialog).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Player#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await findHeader()).findByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(sessionStorage.getItem('token')).toMatch(/^[0-9a-f]{48}$/);
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('firstLogin')).toBeNull();
  });

  it('logs in when the RSA key call answers the modulus as plain hex text', async () => {
    server.use(http.get('*/wps/session/key/rsa', () => HttpResponse.text(rsaModulusHex)));
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Player#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
  });

  it.each([
    { listed: ['google', 'email'], offered: ['Google Authenticator', 'Bound email'] },
    { listed: [], offered: ['Mobile code', 'Bound email', 'Bank account name', 'Google Authenticator'] },
  ])(
    'offers the IP proofs the server lists ($listed), or all four when it lists none',
    async ({ listed, offered }) => {
      server.use(
        http.post('*/wps/session/login', () =>
          HttpResponse.json(
            {
              success: false,
              errorCode: 'login.ip.unverified',
              message: 'Verify',
              value: { methods: listed },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = await renderApp('/');
      await logInFromUnregisteredIp(user);
      const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
      const choices = within(within(dialog).getByRole('group', { name: 'Verify with' })).getAllByRole(
        'radio',
      );
      expect(choices).toHaveLength(offered.length);
      offered.forEach((name, at) => expect(within(dialog).getByRole('radio', { name })).toBe(choices[at]));
      expect(choices[0]).toBeChecked();
    },
  );

  it('validates in English: empty fields fail with the incorrect-password warning, filled ones pass', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Incorrect password. Please check the highlighted fields.',
    );
    expect(within(dialog).getByText('Please enter your username.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Player#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates in Portuguese, including the mobile rule of SMS mode', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user } = await renderApp('/');
    const dialog = await openLogin(user, 'PT');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Senha incorreta.');
    expect(within(dialog).getByText('Informe seu usuário.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe sua senha.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Código SMS' }));
    await user.type(within(dialog).getByLabelText('Número de celular'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Obter código' }));
    expect(await within(dialog).findByText('Formato de número de telefone inválido.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Número de celular'));
    await user.type(within(dialog).getByLabelText('Número de celular'), '1198');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(within(dialog).getByText('O número de celular tem de 10 a 11 dígitos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o código de verificação.')).toBeInTheDocument();

    // Going back to the account tab keeps what was typed there.
    await user.click(within(dialog).getByRole('tab', { name: 'Conta' }));
    await user.type(within(dialog).getByLabelText('Usuário'), 'player01');
    await user.type(within(dialog).getByLabelText('Senha'), 'Player#2026');
    await user.click(within(dialog).getByRole('tab', { name: 'Código SMS' }));
    expect(within(dialog).getByLabelText('Número de celular')).toHaveValue('1198');
    await user.click(within(dialog).getByRole('tab', { name: 'Conta' }));
    expect(within(dialog).getByLabelText('Usuário')).toHaveValue('player01');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the captcha after a failure naming one, keeps what was typed, and logs in with it', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha to continue.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-one');
    const captchaInput = within(dialog).getByLabelText('Captcha');
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    // The captcha is required once shown.
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Player#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Please enter the captcha.')).toBeInTheDocument();

    await user.type(captchaInput, await latestCaptcha());
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('player01');
  });

  it("shows the captcha when a failure's value.captcha asks for it, whatever its code says", async () => {
    // The reference's signal (product rules: account calls): neither the code nor the message names a captcha.
    server.use(
      http.post(
        '*/wps/session/login',
        () =>
          HttpResponse.json(
            {
              success: false,
              errorCode: 'login.password.incorrect',
              message: 'Incorrect username or password',
              value: { captcha: true },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByLabelText('Captcha')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
  });

  it('logs in by SMS with the code the mock sent, counting down before another', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    expect(within(dialog).getByRole('combobox', { name: 'Country dialing code' })).toHaveValue('55');
    await user.type(within(dialog).getByLabelText('Mobile number'), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Verification code'), await latestSms('11987654321'));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('player01'));
  });

  it('warns with the server reason when the SMS code cannot be sent', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '11911112222');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No account uses this phone number.');
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('remembers the username and the SMS number for a day, never the password', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Player#2026');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const raw = Cookies.get('rememberMe');
    expect(raw).toBeDefined();
    expect(JSON.parse(raw ?? '{}')).toEqual({ username: 'player01', smsNumber: '', countryCode: '' });
    expect(document.cookie).not.toContain('Player');
    expect(document.cookie.toLowerCase()).not.toContain('password');
    Cookies.remove('rememberMe');
  });

  it('fills the form from the remember-me cookie', async () => {
    Cookies.set(
      'rememberMe',
      JSON.stringify({ username: 'agent01', smsNumber: '11912345678', countryCode: '55' }),
    );
    try {
      const { user } = await renderApp('/');
      const dialog = await openLogin(user);
      expect(within(dialog).getByLabelText('Username')).toHaveValue('agent01');
      expect(within(dialog).getByLabelText('Password')).toHaveValue('');
      expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      await user.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
      expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('11912345678');
    } finally {
      Cookies.remove('rememberMe');
    }
  });

  it('refuses a non-member account and leaves no session', async () => {
    const { user } = await renderApp('/');
    const dialog = await openLogin(user);
    await user.type(within(dialog).getByLabelText('Username'), 'staff01');
    await user.type(within(dialog).getByLabelText('Password'), 'Staff#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Non-member accounts cannot log in.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(within(await findHeader()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('asks an unregistered IP for a proof, refuses a wrong one and logs in with the right one', async () => {
    const { user } = await renderApp('/');
    await logInFromUnregisteredIp(user);

    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    await user.click(within(dialog).getByRole('radio', { name: 'Bound email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(within(dialog).getByText('Please complete verification first.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your bound email'), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('Please enter correct information.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();

    await user.clear(within(dialog).getByLabelText('Your bound email'));
    await user.type(within(dialog).getByLabelText('Your bound email'), 'traveller01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('traveller01'));
  });

  it('goes back from the verification step with nothing lost, and proves by mobile code', async () => {
    const { user } = await renderApp('/');
    await logInFromUnregisteredIp(user);
    let dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('traveller01');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    expect(within(dialog).getByRole('radio', { name: 'Mobile code' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Mobile number'), '11900000005');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText('Verification code'), await latestSms('11900000005'));
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('traveller01'));
  });
});
