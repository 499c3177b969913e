import { act, screen, waitFor, within } from '@testing-library/react';
import { liveEvents } from '@/app/after-paint/live-events';
import { useSessionStore } from '@/core';
import { logInAsTrial, waitForTrialIdentity } from '../games/games-helpers';
import { FakeWebSocket } from '../support/fake-web-socket';
import { findHeader, logInThroughPopup, renderApp } from '../test-utils';

// The socket is the one after-paint service these tests start (renderApp starts none by itself).
const afterPaint = [liveEvents];

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('@/core/live-events'));
beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Long enough for the first paint and the module's import: a socket that were to open would be open. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

describe('live events in the app', () => {
  it('opens no socket for a visitor, one at login (token in the first message only), and closes it at logout', async () => {
    const { user } = await renderApp('/', { afterPaint });
    const header = await findHeader();
    await settle();
    expect(FakeWebSocket.opened).toHaveLength(0);

    await logInThroughPopup(user, 'player01', 'Player#2026');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    const token = useSessionStore.getState().token ?? '';
    expect(socket.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/wps/live`);
    expect(socket.url).not.toContain(token);
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token })]);
    socket.receive({ type: 'ready' });

    await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    expect(await within(header).findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('a balance event moves the header balance without a reload', async () => {
    const { user } = await renderApp('/', { afterPaint });
    await logInThroughPopup(user, 'player01', 'Player#2026');
    const header = await findHeader();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,345.67'),
    );
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ type: 'ready' });

    // The back office credits the wallet; only the event tells the portal.
    const { getState } = await import('@mocks/state/store');
    const { mainWallet } = await import('@mocks/domains/money/money-book');
    const member = [...getState().members.values()].find((m) => m.account === 'player01');
    if (!member) throw new Error('player01 is seeded');
    mainWallet(member).cents += 10_000;
    socket.receive({ type: 'balance' });
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,445.67'),
    );
  });

  it('opens no socket for a trial account', async () => {
    await logInAsTrial();
    await renderApp('/', { afterPaint });
    await findHeader();
    await waitForTrialIdentity();
    await settle();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});
