import { screen, within } from '@testing-library/react';
import { findHeader, loginToken, renderApp, setScenario } from '../test-utils';

describe('session expiry mid-session', () => {
  it('clears the session, opens the login popup and keeps the page', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    await setScenario({ failures: [{ path: '/wps/v2/wallets/balance', status: 401, times: 5 }] });
    await renderApp('/promotions');

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBeTruthy();
  });
});
