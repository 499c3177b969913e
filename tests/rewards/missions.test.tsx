import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

async function openMissions() {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: /^Missions leaderboard/ }));
  return { user, dialog };
}

describe('missions', () => {
  // Loads the centre's chunks once, so a slow first transform does not eat the first test's waits.
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/rewards/missions/missions-page');
  });

  it('shows each mission with a progress bar, its value in words, reward and status', async () => {
    await logInAs();
    const { dialog } = await openMissions();
    const spins = await within(dialog).findByRole('progressbar', { name: 'Progress of Play 50 slot spins' });
    expect(spins).toHaveAttribute('aria-valuenow', '32');
    expect(spins).toHaveAttribute('aria-valuemin', '0');
    expect(spins).toHaveAttribute('aria-valuemax', '50');
    expect(spins).toHaveAttribute('aria-valuetext', '32 of 50');
    expect(within(dialog).getAllByRole('progressbar')).toHaveLength(4);
    const item = within(dialog)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('progressbar', { name: 'Progress of Play 50 slot spins' }));
    expect(item).toHaveTextContent(/Play 50 slot spins.*In progress.*32 of 50.*Reward R\$ 3\.00/);
    expect(within(dialog).getByText('Claimed')).toBeInTheDocument();
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
  });

  it("highlights the player's own rank on the leaderboard and says it in words", async () => {
    await logInAs();
    const { dialog } = await openMissions();
    const board = await within(dialog).findByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText('Your rank: #7 with 1,240 points')).toBeInTheDocument();
    const rows = within(board).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[7]).toHaveTextContent(/^7pl\*\*\*01You1,240R\$ 20\.00$/);
    expect(within(board).getAllByText('You')).toHaveLength(1);
  });

  it('says when there are no missions, and offers to try the leaderboard again when it fails', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () =>
        HttpResponse.json({ success: true, value: { missions: [], endTime: null } }),
      ),
    );
    let failures = 0;
    server.use(
      http.get('*/wps/relay/MCSFE_getMissionLeaderboard', () => {
        if (failures >= 2) return undefined;
        failures += 1;
        return HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 });
      }),
    );
    await logInAs();
    const { user, dialog } = await openMissions();
    expect(await within(dialog).findByText('No missions right now')).toBeInTheDocument();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The leaderboard could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Your rank: #7 with 1,240 points')).toBeInTheDocument();
  });

  it('renders server text as text', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () =>
        HttpResponse.json({
          success: true,
          value: {
            missions: [
              {
                missionId: 1,
                title: '<b>Bold</b>',
                target: 10,
                progress: 4,
                reward: 1,
                status: 'IN_PROGRESS',
              },
            ],
          },
        }),
      ),
    );
    await logInAs();
    const { dialog } = await openMissions();
    expect(await within(dialog).findByText('<b>Bold</b>')).toBeInTheDocument();
  });
  it("claims a completed mission's reward once: the amount is said, the balance rises, the mission is claimed", async () => {
    await logInAs();
    const { user, dialog } = await openMissions();
    const balance = await within(await findHeader()).findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
    await within(dialog).findByRole('progressbar', { name: 'Progress of Deposit R$ 100 this week' });
    const item = within(dialog)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('progressbar', { name: 'Progress of Deposit R$ 100 this week' }));
    if (!item) throw new Error('the mission is not in a list item');
    const claim = within(item).getByRole('button', { name: 'Claim the reward of Deposit R$ 100 this week' });
    await user.click(claim);
    expect(await within(item).findByRole('status')).toHaveTextContent('R$ 5.00 added to your wallet.');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,350.67'));
    await waitFor(() => expect(item).toHaveTextContent(/Claimed/));
    expect(within(dialog).queryByRole('button', { name: /^Claim the reward/ })).not.toBeInTheDocument();
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: /^Missions leaderboard/ })).toHaveAccessibleName(
        'Missions leaderboard',
      ),
    );
  });

  it('shows the milestones reached and ahead, and the rules a click away', async () => {
    await logInAs();
    const { user, dialog } = await openMissions();
    const milestones = await within(dialog).findByRole('region', { name: 'Milestones' });
    expect(await within(milestones).findByText('You have 1,240 points this week.')).toBeVisible();
    const rows = within(milestones).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent(/1,000 points.*R\$ 5\.00.*Reached/);
    expect(rows[2]).toHaveTextContent(/2,000 points.*R\$ 10\.00.*Still ahead/);
    await user.click(within(dialog).getByText('Rules'));
    expect(await within(dialog).findByText(/Missions run from Monday to Sunday\./)).toBeVisible();
  });
});
