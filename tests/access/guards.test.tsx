import { screen, within } from '@testing-library/react';
import { playForFree } from '@/features/access/api/free-play';
import { findHeader, renderApp } from '../test-utils';

describe('route guard', () => {
  it.each(['/lottery', '/seaLottery', '/vnLottery'])(
    'sends a visitor without a token from %s to the login popup on the home page',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: /lottery/i })).not.toBeInTheDocument();
    },
  );

  it('lets a trial account browse a login-only page (it may browse, not play)', async () => {
    const trial = await playForFree();
    sessionStorage.setItem('token', trial.token);
    await renderApp('/seaLottery');
    expect(await screen.findByRole('heading', { level: 1, name: /lottery/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: /Guest \d+/ })).toBeInTheDocument();
  });
});
