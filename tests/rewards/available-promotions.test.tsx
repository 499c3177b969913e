import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

const offers = (content: unknown) =>
  http.get('*/wps/relay/MCSFE_getAvailablePromotions', () =>
    HttpResponse.json({ success: true, value: { content, footer: null } }),
  );

describe('the available promotions: the reward centre entries and the badges', () => {
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/rewards/reward-centre-page');
  });

  it("counts the reward centre's badge from eight kinds, missions and referral from their own", async () => {
    server.use(
      offers({
        MANUAL: { enabled: true, count: 2 },
        RAFFLE: { enabled: true, count: '1' },
        TICKET: { enabled: true, count: 3, ticketDetails: [] },
        LOGIN: { enabled: true, count: 1 },
        SAVIOR: { enabled: false, count: 1 },
        COPY_BET: { enabled: true, count: 40 },
        MISSION: { enabled: true, count: 4 },
        REFERRAL: { enabled: true, count: 2 },
        SOMETHING_NEW: { enabled: true, count: 9 },
      }),
    );
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Reward centre 8 to claim' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Missions leaderboard 4 to claim' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Invite friends 2 to claim' })).toBeVisible();
  });

  it('shows only the entries the site runs; a missing or unreadable kind is not run', async () => {
    server.use(
      offers({
        MANUAL: { enabled: true, count: 0 },
        RAFFLE: { enabled: 'false', count: 0 },
        TICKET: 'broken',
      }),
    );
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    await user.click(within(dialog).getByRole('button', { name: /^Reward centre/ }));
    expect(await within(dialog).findByRole('region', { name: 'My rewards' })).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Raffles' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('region', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Daily check-in' })).not.toBeInTheDocument();
  });

  it('shows every part when the answer fails, and the menu then shows no count', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getAvailablePromotions', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    await user.click(within(dialog).getByRole('button', { name: /^Reward centre/ }));
    expect(await within(dialog).findByRole('region', { name: 'Raffles' })).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Tickets' })).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Daily check-in' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /^Reward centre/ })).toHaveAccessibleName(
      'Reward centre',
    );
  });
});
