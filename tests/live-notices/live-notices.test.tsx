import { act, screen, waitFor, within } from '@testing-library/react';
import { liveEvents } from '@/app/after-paint/live-events';
import { useSessionStore } from '@/core';
import { useLiveNotices } from '@/lib/live-notices';
import { logInAs, logInAsTrial, waitForTrialIdentity } from '../games/games-helpers';
import { FakeWebSocket } from '../support/fake-web-socket';
import { findHeader, renderApp } from '../test-utils';

// The live notices through the real app: the socket is the one after-paint service started, and a fake
// socket plays the server's part (the mock's own socket is tests/mocks/live-events.test.ts's).
const afterPaint = [liveEvents];

vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => Promise.all([import('@/core/live-events'), import('@/features/live-notices')]));
beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

const credited = {
  type: 'deposit',
  outcome: 'credited',
  orderNo: 'DP2026000042',
  amount: 500,
  requestTime: '2026-11-01 14:02:00',
  at: '2026-11-01 14:09:30',
};

/** player01, logged in, with the socket up and the bell drawn. */
async function memberWithSocket() {
  await logInAs();
  const view = await renderApp('/', { afterPaint });
  const header = await findHeader();
  const bell = await within(header).findByRole('button', { name: 'Notifications, 5 unread' });
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  socket.open();
  socket.receive({ type: 'ready' });
  const region = await screen.findByRole('region', { name: 'Notifications' });
  return { ...view, header, bell, socket, region };
}

async function creditPlayer01(cents: number) {
  const { getState } = await import('@mocks/state/store');
  const { mainWallet } = await import('@mocks/domains/money/money-book');
  const member = [...getState().members.values()].find((m) => m.account === 'player01');
  if (!member) throw new Error('player01 is seeded');
  mainWallet(member).cents += cents;
}

describe('live notices', () => {
  it('says a deposit was credited, politely and without taking the focus; its button dismisses it', async () => {
    const { user, header, socket, region } = await memberWithSocket();
    const status = within(region).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const deposit = await within(header).findByRole('button', { name: 'Deposit' });
    deposit.focus();

    act(() => socket.receive(credited));
    expect(
      await within(status).findByText('Your deposit of R$ 500.00 requested at 14:02 was credited.'),
    ).toBeVisible();
    expect(deposit).toHaveFocus();

    await user.click(within(status).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(status).queryByText(/Your deposit/)).not.toBeInTheDocument();
  });

  it('shows nothing for a malformed event, but reads the balance again all the same', async () => {
    const { header, socket, region } = await memberWithSocket();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,345.67'),
    );
    await creditPlayer01(50_000);
    act(() => socket.receive({ ...credited, amount: '<img src=x onerror=alert(1)>' }));
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,845.67'),
    );
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(useLiveNotices.getState().notices).toEqual([]);
  });

  it('says a withdrawal was rejected, with the day when it was asked another day', async () => {
    const { socket, region } = await memberWithSocket();
    act(() =>
      socket.receive({
        type: 'withdrawal',
        outcome: 'rejected',
        withdrawalNo: 'WD2026000007',
        amount: 1234.5,
        requestTime: '2026-10-31 23:50:00',
        at: '2026-11-01 09:00:00',
      }),
    );
    expect(
      await within(region).findByText(
        'Your withdrawal of R$ 1,234.50 requested at Oct 31, 23:50 was rejected.',
      ),
    ).toBeVisible();
  });

  it('counts a new message on the bell, names it in a toast as text only, and the bell opens Messages', async () => {
    const { user, bell, socket, region } = await memberWithSocket();
    const sent = await fetch('/__mock/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', title: '<b>Gift</b> inside', content: '<p>Hi</p>' }),
    });
    expect(sent.ok).toBe(true);
    act(() => socket.receive({ type: 'message', title: '<b>Gift</b> inside', messageId: 99 }));

    const toast = await within(region).findByText('You have a new message: <b>Gift</b> inside');
    // Text only: no <b> element came of it.
    expect(within(toast).queryByText('Gift')).not.toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 6 unread'));
    expect(within(bell).getByText('6')).toBeInTheDocument();

    await user.click(bell);
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    const inbox = await within(centre).findByRole('list', { name: 'Inbox' });
    // The subject is server HTML: the inbox lists its text.
    expect(within(inbox).getAllByRole('button')[0]).toHaveTextContent('Gift inside');
  });

  it('goes with the session, and what it said with it', async () => {
    const { header, socket } = await memberWithSocket();
    act(() => socket.receive(credited));
    expect(await screen.findByText(/was credited/)).toBeInTheDocument();

    act(() => useSessionStore.getState().clear());
    await within(header).findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await waitFor(() => expect(useLiveNotices.getState().notices).toEqual([]));
  });

  it('draws no bell for a trial account', async () => {
    await logInAsTrial();
    await renderApp('/', { afterPaint });
    const header = await findHeader();
    await waitForTrialIdentity();
    await act(() => import('@/features/live-notices'));
    expect(within(header).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
