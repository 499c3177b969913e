import { screen, waitFor, within } from '@testing-library/react';
import { findHeader, loginToken, renderApp } from '../test-utils';

describe('logout', () => {
  it('asks for confirmation, then clears the session but keeps the merchant code', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const { user } = await renderApp('/promotions');
    const header = await findHeader();
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('player01'));

    await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();

    // Cancel keeps everything.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('token')).toBeTruthy();

    await user.click(within(header).getByRole('button', { name: /Account menu/ }));
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const again = await screen.findByRole('dialog', { name: 'Prompt' });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument());
    const keys = Object.keys(sessionStorage).sort();
    expect(keys).toEqual(['merchant', 'merchantCode']);
    // Back on the home page.
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
  });
});
