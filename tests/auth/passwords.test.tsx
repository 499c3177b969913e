import { screen, waitFor, within } from '@testing-library/react';
import { captureRequests } from '../lottery/launch-capture';
import { findHeader, renderApp, setScenario } from '../test-utils';
import { latestSms, openLogin, type User } from './auth-helpers';

async function logIn(user: User, username: string, password: string, language: 'EN' | 'PT' = 'EN') {
  const dialog = await openLogin(user, language);
  await user.type(within(dialog).getByLabelText(language === 'EN' ? 'Username' : 'Usuário'), username);
  await user.type(within(dialog).getByLabelText(language === 'EN' ? 'Password' : 'Senha'), password);
  await user.click(within(dialog).getByRole('button', { name: language === 'EN' ? 'Log in' : 'Entrar' }));
}

describe('change password after login', () => {
  it('forces newbie01 to replace the default password, checking the rule and the confirmation', async () => {
    const { user } = await renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    await logIn(user, 'newbie01', 'Welcome#0000');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(sessionStorage.getItem('firstLogin')).toBe('true');
    expect(within(dialog).getByText(/replace the initial password/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('newbie01');
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('readonly');
    // The password was just typed: it is not asked again.
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();

    const rule =
      '8 to 20 characters, with at least one uppercase letter, one lowercase letter, one digit and one special symbol.';
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'weakpass');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Confirmation entry incorrect.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh#2026');
    await user.clear(within(dialog).getByLabelText('Repeat new password'));
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'Fresh#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newbie01'));
    expect(await within(await findHeader()).findByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
  });

  it('checks the new password rule and the confirmation in Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user } = await renderApp('/');
    await logIn(user, 'newbie01', 'Welcome#0000', 'PT');
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    const rule =
      'De 8 a 20 caracteres, com pelo menos uma letra maiúscula, uma minúscula, um dígito e um símbolo especial.';
    await user.type(within(dialog).getByLabelText('Nova senha'), 'Curta1!');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Confirmação incorreta.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Nova senha'));
    await user.type(within(dialog).getByLabelText('Nova senha'), 'Segura#2026');
    await user.type(within(dialog).getByLabelText('Repita a nova senha'), 'Segura#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('newbie01'));
  });

  it('asks expired01 for a new password, and logs in with it', async () => {
    const { user } = await renderApp('/');
    await logIn(user, 'expired01', 'Expired#2026');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/Your password has expired/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'Renewed#2026');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'Renewed#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('expired01'));
  });

  it('lets expired01 in without a change when the expiry policy flag is off', async () => {
    await setScenario({ flags: { PWDEXPFORCECHANGE3: false } });
    const { user } = await renderApp('/');
    await logIn(user, 'expired01', 'Expired#2026');
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('expired01'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no way past a forced change but logging out, which ends the half-open session', async () => {
    const { user } = await renderApp('/');
    await logIn(user, 'newbie01', 'Welcome#0000');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('passwordChange.pending')).toBeNull();
    expect(await within(await findHeader()).findByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('comes back to a pending change after a reload, with nothing of the member loaded until it is done', async () => {
    const view = await renderApp('/');
    await logIn(view.user, 'newbie01', 'Welcome#0000');
    await screen.findByRole('dialog', { name: 'Change password' });
    // The mark beside the token names the account and why, never the password.
    expect(sessionStorage.getItem('token')).not.toBeNull();
    expect(sessionStorage.getItem('passwordChange.pending')).toBe('firstLogin:newbie01');
    expect(Object.values({ ...sessionStorage }).join(' ')).not.toContain('Welcome#0000');

    // The reload: the app starts again from the tab's storage, at a page for members only.
    view.unmount();
    const memberCalls = captureRequests('/wps/member/info');
    const balanceCalls = captureRequests('/wps/v2/wallets/balance');
    const { user } = await renderApp('/lottery');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('newbie01');
    // The password typed before the reload is gone with it: the change asks for it.
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    // The members' page is not reached: the change is open over the home page.
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lottery', level: 1 })).not.toBeInTheDocument();
    expect(
      within(await findHeader()).queryByRole('button', { name: /Account menu/ }),
    ).not.toBeInTheDocument();
    expect(memberCalls.seen).toHaveLength(0);
    expect(balanceCalls.seen).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Current password'), 'Welcome#0000');
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh#2026');
    await user.type(within(dialog).getByLabelText('Repeat new password'), 'Fresh#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await findHeader()).findByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(sessionStorage.getItem('passwordChange.pending')).toBeNull();
    expect(sessionStorage.getItem('account')).toBe('newbie01');
    memberCalls.stop();
    balanceCalls.stop();
  });
});

describe('forgot password', () => {
  async function openForgot(user: User) {
    const login = await openLogin(user);
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    return screen.findByRole('dialog', { name: 'Forgot password' });
  }

  it('sends the reset by e-mail after checking both fields, then closes', async () => {
    const { user } = await renderApp('/');
    const dialog = await openForgot(user);
    expect(within(dialog).getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('tab', { name: 'By e-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send instructions' }));
    expect(within(dialog).getByText('Please enter your username.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your email.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send instructions' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'other@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send instructions' }));
    expect(await within(dialog).findByText('Username or email does not exist.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'player01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send instructions' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /instructions to reset your password/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates the e-mail form in Portuguese', async () => {
    localStorage.setItem('hisLang', 'PT');
    await setScenario({ flags: { MOBILENUMPASSREG3: false } });
    const { user } = await renderApp('/');
    const login = await openLogin(user, 'PT');
    await user.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esqueci a senha' });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('E-mail'), 'x@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar instruções' }));
    expect(within(dialog).getByText('Informe seu usuário.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um endereço de e-mail válido.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Usuário'), 'player01');
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'player01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar instruções' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/Pronto!/);
  });

  it('resets by phone with the SMS code and logs in automatically', async () => {
    const { user } = await renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await within(dialog).findByRole('button', { name: /Resend in/ });
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'Phone#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    expect(await within(dialog).findByText(/verification code is invalid/)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Verification code'));
    await user.type(within(dialog).getByLabelText('Verification code'), await latestSms('11987654321'));
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('player01'));
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promotions', level: 1 })).not.toBeInTheDocument();
  });
});
