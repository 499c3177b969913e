import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from '@/api';
import { wireApiClient } from '@/app/client-wiring';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { systemStatusQuery, useSessionStore } from '@/core';
import { MyActivities } from '@/features/rewards';
import { ensureActivityStrings, initI18n } from '@/i18n';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { memberInfo } from '@/core/api/member-info';

afterEach(() => server.events.removeAllListeners());

/** The reward centre's piece on its own, for a logged-in member whose identity is known. */
async function renderMyActivities(account = 'player01', password = 'Player#2026') {
  await logInAs(account, password);
  useSessionStore.getState().setMember(await request(memberInfo));
  const queryClient = createQueryClient();
  wireApiClient(queryClient);
  // The site's status (its currency) is always in before the member centre opens.
  await queryClient.prefetchQuery(systemStatusQuery);
  await initI18n('EN');
  const user = userEvent.setup();
  // As the reward centre's page would have them: this part suspends only without them.
  await ensureActivityStrings();
  render(
    <AppProviders queryClient={queryClient} router={{ kind: 'memory', initialEntries: ['/'] }}>
      <Suspense fallback={null}>
        <MyActivities />
      </Suspense>
    </AppProviders>,
  );
  const section = await screen.findByRole('region', { name: 'My activities' });
  return { user, section };
}

const titles = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

describe('my activities (reward centre)', () => {
  it("lists the member's own activities, filtered by status group", async () => {
    const { user, section } = await renderMyActivities();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(8));
    // Not joined, over, or still to come: not the member's own.
    expect(titles(section)).not.toContain('Weekend Leaderboard');
    expect(titles(section)).not.toContain('Points Mall Festival');
    expect(titles(section)).not.toContain('Halloween Free Spins');

    const tabs = within(section).getByRole('tablist', { name: 'Show' });
    await user.click(within(tabs).getByRole('tab', { name: 'To claim or apply' }));
    expect(titles(section)).toEqual(['Daily Reload 10%', 'App Download Gift']);
    await user.click(within(tabs).getByRole('tab', { name: 'Under review' }));
    expect(titles(section)).toEqual(['Live Casino High Rebate 2%', 'Deposit Bonus 20%']);
    await user.click(within(tabs).getByRole('tab', { name: 'Joined' }));
    expect(titles(section)).toEqual(['Slots Rebate 1.2%']);
    await user.click(within(tabs).getByRole('tab', { name: 'Finished' }));
    expect(titles(section)).toEqual([
      'Welcome Bonus 100% up to R$ 500',
      'VIP Level-up Rewards',
      'Birthday Special Gift',
    ]);
    expect(
      within(section).getByText('Reason: The picture does not show your date of birth.'),
    ).toBeInTheDocument();
  });

  it('claims from the list once; the activity moves to Finished', async () => {
    const { user, section } = await renderMyActivities();
    const claim = await within(section).findByRole('button', { name: 'Claim: Daily Reload 10%' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(claim);
    expect(await within(section).findByText('R$ 25.00 was added to your wallet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('tab', { name: 'Finished' }));
    expect(titles(section)).toContain('Daily Reload 10%');
  });

  it('opens the application from the list', async () => {
    const { user, section } = await renderMyActivities();
    await user.click(await within(section).findByRole('button', { name: 'Apply: App Download Gift' }));
    expect(await screen.findByRole('dialog', { name: 'Apply: App Download Gift' })).toBeInTheDocument();
  });

  it('has an empty state with the way to the promotions for a member who joined nothing', async () => {
    const { section } = await renderMyActivities('team01', 'Team#2026');
    expect(await within(section).findByText('No activities here yet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });
});
