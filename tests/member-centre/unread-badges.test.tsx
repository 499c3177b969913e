import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { useSessionStore } from '@/core';
import { useUnreadCounts } from '@/core/unread-counts';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from './member-helpers';

afterEach(() => server.events.removeAllListeners());

describe('unread badges', () => {
  it('lowers the messages badge when one is read; the missions and referral badges count what waits there', async () => {
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Missions leaderboard 1 unread' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Invite friends 1 unread' })).toBeVisible();

    await user.click(within(menu).getByRole('button', { name: 'Messages 5 unread' }));
    const inbox = await within(dialog).findByRole('list', { name: 'Inbox' });
    await user.click(within(inbox).getByRole('button', { name: /Mission complete/ }));
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: /^Messages/ })).toHaveAccessibleName(
        'Messages 4 unread',
      ),
    );
    // The missions badge counts the missions whose reward waits (MCSFE_getAvailablePromotions), not messages.
    expect(within(menu).getByRole('button', { name: /^Missions leaderboard/ })).toHaveAccessibleName(
      'Missions leaderboard 1 unread',
    );
    expect(within(menu).getByRole('button', { name: /^Invite friends/ })).toHaveAccessibleName(
      'Invite friends 1 unread',
    );
  });

  it("reads the reference's plain number as the messages count, the other badges unchanged", async () => {
    const moduleIds: (string | null)[] = [];
    server.use(
      http.get('*/wps/relay/CSP_unreadCount', ({ request }) => {
        moduleIds.push(request.headers.get('ModuleId'));
        return HttpResponse.json({ success: true, value: 3 });
      }),
    );
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Messages 3 unread' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: /^Missions leaderboard/ })).toHaveAccessibleName(
      'Missions leaderboard 1 unread',
    );
    expect(within(menu).getByRole('button', { name: /^Invite friends/ })).toHaveAccessibleName(
      'Invite friends 1 unread',
    );
    expect(moduleIds).toContain('INBOX3');
  });

  it('asks a trial account for no counts, and a member for all three at once', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('CSP_unreadCount')) asked.push(request.url);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const identity = { account: 'trial1', nickname: 'trial1', customerId: '90001', isAgent: false };
    useSessionStore.setState({ token: 'trial-token', identity: { ...identity, trial: true } });
    const { result: trial, unmount } = renderHook(() => useUnreadCounts(), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(trial.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
    unmount();

    await logInAs();
    useSessionStore.setState({
      identity: { ...identity, account: 'player01', customerId: '10001', trial: false },
    });
    const { result: member } = renderHook(() => useUnreadCounts(), { wrapper });
    await waitFor(() => expect(member.current.data).toEqual({ messages: 5, missions: 1, referrals: 1 }));
    expect(asked).toHaveLength(1);
  });
});
