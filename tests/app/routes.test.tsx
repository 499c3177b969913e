import { screen, waitFor, within } from '@testing-library/react';
import { usePopupStore } from '@/lib/popup-store';
import { findHeader, loginToken, renderApp } from '../test-utils';

describe('routes', () => {
  it('sends a visitor from a login-only route to /login with the login popup', async () => {
    await renderApp('/lottery?gameCode=VN1');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
  });

  it('lets a member into the lottery page', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    await renderApp('/vnLottery');
    expect(await screen.findByRole('heading', { name: 'Vietnam lottery' })).toBeInTheDocument();
  });

  it('takes ?token= as the session and removes it from the address, keeping other parameters', async () => {
    const token = await loginToken('player01', 'Player#2026');
    await renderApp(`/promotions?token=${token}&ref=abc#top`);
    expect(window.location.search).toBe('?ref=abc');
    expect(window.location.hash).toBe('#top');
    expect(sessionStorage.getItem('token')).toBe(token);
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('player01'));
  });

  it('opens the register popup on /register and the help popup on /help, whose closing returns home', async () => {
    const { user } = await renderApp('/help#faq');
    const help = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(help).findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the register placeholder on /register', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('takes a member home from %s without opening its popup', async (route) => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    await renderApp(route);
    const header = await findHeader();
    expect(await within(header).findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    // The home page is drawn: the arrival (when the popup would open) is over.
    expect(await screen.findByRole('tablist', { name: 'Games for you' })).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows game pages by type and a 404 for unknown paths', async () => {
    await renderApp('/sports');
    expect(await screen.findByRole('heading', { name: 'Sports', level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown route', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('hides the footer on header-only routes', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    await renderApp('/lottery');
    await screen.findByRole('heading', { name: 'Lottery', level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
