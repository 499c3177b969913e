import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/core';
import { findHeader, loginToken, renderApp } from '../test-utils';

async function findAgentForm() {
  return screen.findByRole('form', { name: 'Agent login' });
}

async function fillAgentForm(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  form: HTMLElement,
  username: string,
  password: string,
) {
  await user.type(within(form).getByLabelText('Agent username'), username);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Log in to the agent area' }));
}

describe('/agentHome', () => {
  it('offers a visitor the agent login; agent01 logs in and sees the agent home', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await findAgentForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /not an agent/ })).not.toBeInTheDocument();

    await fillAgentForm(user, form, 'agent01', 'Agent#2026');

    expect(await screen.findByRole('heading', { level: 2, name: /Welcome back, / })).toBeInTheDocument();
    // Just logged in here: the agent centre opens on its own, on the team overview.
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(centre).findByRole('button', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(centre).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('form', { name: 'Agent login' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('isAgent')).toBe('true');
    expect(sessionStorage.getItem('account')).toBe('agent01');
    // The header shows the agent, with the Agent entry.
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
    expect(within(header).getByRole('button', { name: 'Agent' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open agent centre' }));
    const reopened = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(reopened).findByText('Team size')).toBeInTheDocument();
  });

  it('shows the agent home to an agent who is already logged in', async () => {
    sessionStorage.setItem('token', await loginToken('agent01', 'Agent#2026'));
    await renderApp('/agentHome');
    expect(await screen.findByRole('button', { name: 'Open agent centre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Agent login' })).not.toBeInTheDocument();
  });

  it('refuses player01 at the agent login, keeping what was typed', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await findAgentForm();
    await fillAgentForm(user, form, 'player01', 'Player#2026');

    expect(await within(form).findByRole('alert')).toHaveTextContent('Only agents can log in.');
    expect(within(form).getByLabelText('Agent username')).toHaveValue('player01');
    expect(within(form).getByLabelText('Password')).toHaveValue('Player#2026');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: 'Log in to the agent area' })).toBeEnabled();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().identity).toBeNull();
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('tells a logged-in player01 the account is not an agent, and offers the agent login', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const { user } = await renderApp('/agentHome');
    const notice = await screen.findByText(/Only agents can log in to the agent area/);
    expect(notice).toHaveTextContent('You are logged in as player01.');
    expect(screen.getByText('This account is not an agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open agent centre' })).not.toBeInTheDocument();

    // Logging in there as an agent turns the page into the agent home.
    await fillAgentForm(user, await findAgentForm(), 'agent01', 'Agent#2026');
    expect(await screen.findByRole('button', { name: 'Open agent centre' })).toBeInTheDocument();
    expect(sessionStorage.getItem('account')).toBe('agent01');
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(centre).findByText('Team size')).toBeInTheDocument();
  });

  it('shows the server message for a wrong password and asks for the fields first', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await findAgentForm();
    await user.click(within(form).getByRole('button', { name: 'Log in to the agent area' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter your username and password.',
    );

    await fillAgentForm(user, form, 'agent01', 'wrong');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Incorrect username or password'),
    );
    expect(within(form).getByLabelText('Agent username')).toHaveValue('agent01');
  });

  it('asks for the captcha once the server wants one', async () => {
    const { user } = await renderApp('/agentHome');
    const form = await findAgentForm();
    await fillAgentForm(user, form, 'agent01', 'wrong');
    await within(form).findByRole('alert');
    await user.click(within(form).getByRole('button', { name: 'Log in to the agent area' }));
    expect(await within(form).findByLabelText('Captcha')).toBeInTheDocument();
    expect(await within(form).findByRole('img', { name: /Captcha image/ })).toBeInTheDocument();
  });

  it('refuses in Portuguese too', async () => {
    localStorage.setItem('hisLang', 'PT');
    const { user } = await renderApp('/agentHome');
    const form = await screen.findByRole('form', { name: 'Login do agente' });
    await user.type(within(form).getByLabelText('Usuário do agente'), 'player01');
    await user.type(within(form).getByLabelText('Senha'), 'Player#2026');
    await user.click(within(form).getByRole('button', { name: 'Entrar na área do agente' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/agentes/i);
  });
});
