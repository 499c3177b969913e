import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/core';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';

describe('query keys', () => {
  it('never hold the session’s token: the member’s answers are kept under the session’s scope', async () => {
    const token = await logInAs();
    const { user, queryClient } = await renderApp('/');
    const header = await findHeader();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,345.67'),
    );
    await waitFor(() => expect(useSessionStore.getState().identity?.account).toBe('player01'));
    // The member centre's first page reads member info again, and the wallet page the balance.
    await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
    await user.click(
      within(within(header).getByRole('list', { name: 'Account menu' })).getByRole('button', {
        name: 'My account',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await within(dialog).findByRole('region', { name: 'Profile' });

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('"info"'))).toBe(true);
    expect(keys.some((key) => key.includes('"balance"'))).toBe(true);
    expect(keys.filter((key) => key.includes(token))).toEqual([]);
  });
});
