import { screen } from '@testing-library/react';
import { renderApp, setScenario } from '../test-utils';

// Decision 043: a returning visitor's start-up answers (status, vendors, announcements) are drawn at once.
afterEach(() => window.localStorage.clear());

describe('a returning visitor', () => {
  it('sees the last visit’s site at once, and keeps it when asking again fails', async () => {
    const { unmount } = await renderApp('/', { bootstrapped: true });
    expect((await screen.findAllByRole('img', { name: 'Welcome Bonus 100%' })).length).toBeGreaterThan(0);
    unmount();

    // Next visit, the site cannot be reached: without kept answers this is the retry screen.
    await setScenario({ failures: [{ path: '/wps/system/status', status: 500, times: 10 }] });
    await renderApp('/', { bootstrapped: true });
    expect((await screen.findAllByRole('img', { name: 'Welcome Bonus 100%' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reads the answers again: a site gone into maintenance since shows its maintenance page', async () => {
    const { unmount } = await renderApp('/', { bootstrapped: true });
    expect((await screen.findAllByRole('img', { name: 'Welcome Bonus 100%' })).length).toBeGreaterThan(0);
    unmount();

    await setScenario({ status: 'maintenance' });
    await renderApp('/', { bootstrapped: true });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
  });

  it('has nothing kept after another language’s visit', async () => {
    const { unmount } = await renderApp('/', { bootstrapped: true });
    expect((await screen.findAllByRole('img', { name: 'Welcome Bonus 100%' })).length).toBeGreaterThan(0);
    unmount();
    window.localStorage.setItem('hisLang', 'PT');

    await setScenario({ failures: [{ path: '/wps/system/status', status: 500, times: 10 }] });
    await renderApp('/', { bootstrapped: true });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
