import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';
import { loginToken } from '../mocks/mock-client';
import { watchRequests } from './messages-helpers';

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllEnvs();
});

async function menuOfCentre() {
  await logInAs();
  const { dialog } = await openFromAccountMenu('My account');
  return within(dialog).getByRole('navigation', { name: 'Member centre menu' });
}

describe('the unread badge', () => {
  it('reads the plain number the seeds’ CSP_unreadCount answers, sent with INBOX3', async () => {
    const asked = watchRequests('CSP_unreadCount');
    const menu = await menuOfCentre();
    expect(await within(menu).findByRole('button', { name: 'Messages 5 unread' })).toBeVisible();
    expect(asked[0].moduleId).toBe('INBOX3');
    // The missions' entry counts the missions whose reward waits (the available promotions), not messages.
    expect(
      await within(menu).findByRole('button', { name: 'Missions leaderboard 1 to claim' }),
    ).toBeVisible();
  });

  it('reads a numeric string the same, and calls anything else malformed', async () => {
    const { configureClient } = await import('@/api');
    const { fetchUnreadCount } = await import('@/core/api/unread-count');
    const token = await loginToken();
    configureClient({ getToken: () => token });
    server.use(
      http.get('*/wps/relay/CSP_unreadCount', () => HttpResponse.json({ success: true, value: ' 7 ' })),
    );
    expect(await fetchUnreadCount()).toBe(7);
    server.use(
      http.get('*/wps/relay/CSP_unreadCount', () =>
        HttpResponse.json({ success: true, value: { unreadCount: 3 } }),
      ),
    );
    await expect(fetchUnreadCount()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('sends the platform’s EMFE_getInboxUnreadCount, with no module id, under the platform family', async () => {
    vi.stubEnv('VITE_RELAY_FAMILY', 'platform');
    vi.resetModules();
    const { configureClient } = await import('@/api');
    const { unreadCount, fetchUnreadCount } = await import('@/core/api/unread-count');
    expect(unreadCount.link).toBe('/wps/relay/EMFE_getInboxUnreadCount');
    expect(unreadCount.moduleId).toBeNull();
    const token = await loginToken();
    configureClient({ getToken: () => token });
    const asked = watchRequests('EMFE_getInboxUnreadCount');
    expect(await fetchUnreadCount()).toBe(5);
    expect(asked[0].moduleId).toBeNull();
  });
});
