import { screen, waitFor, within } from '@testing-library/react';
import { findHeader, logInThroughPopup, renderApp } from '../test-utils';

async function openAccountMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  return within(header).getByRole('list', { name: 'Account menu' });
}

describe('logged-in shell', () => {
  it('logs in through the login popup and shows the balance with 2 decimals, hideable', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance.textContent).toMatch(/\d\.\d{2}$/));
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(sessionStorage.getItem('account')).toBe('player01');

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance.textContent).not.toMatch(/\d/);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balance.textContent).toMatch(/\d\.\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance.textContent).toMatch(/\d\.\d{2}$/));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives a member no Agent entry in the account menu', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('false'));
    const menu = await openAccountMenu(user);
    for (const name of [
      'My account',
      'Deposit',
      'Withdrawal',
      'Account record',
      'Betting record',
      'Favourites',
      'Safer gambling',
      'Sign out',
    ]) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('gives an agent the Agent entry', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'agent01', 'Agent#2026');
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('true'));
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('button', { name: 'Agent' })).toBeInTheDocument();
  });

  it('hides Deposit on game pages and opens the profile from the avatar', async () => {
    const { user } = await renderApp('/rng');
    await logInThroughPopup(user, 'player01', 'Player#2026');
    await screen.findByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });

  it('shows the server message when the login fails', async () => {
    const { user } = await renderApp('/');
    await logInThroughPopup(user, 'player01', 'wrong-password');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
