import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp, setScenario } from '../test-utils';

function countCalls(name: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(name)) seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const card = (title: string) => screen.findByRole('article', { name: title });

describe('activity actions on the promotions page', () => {
  it('joins an activity: it shows as joined, without an action', async () => {
    await logInAs();
    const { user } = await renderApp('/promotions');
    const leaderboard = await card('Weekend Leaderboard');
    await user.click(await within(leaderboard).findByRole('button', { name: 'Join: Weekend Leaderboard' }));
    expect(await within(leaderboard).findByText('You joined Weekend Leaderboard.')).toBeInTheDocument();
    expect(within(leaderboard).getByText('Status: Joined')).toBeInTheDocument();
    expect(within(leaderboard).queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims a reward once, however fast Claim is clicked, and the header balance rises', async () => {
    await logInAs();
    const claims = countCalls('MCSFE_signUpRequestReward');
    await renderApp('/promotions');
    const header = await findHeader();
    await waitFor(() => expect(within(header).getByTestId('header-balance')).toHaveTextContent('12,345.67'));
    const reload = await card('Daily Reload 10%');
    const claim = await within(reload).findByRole('button', { name: 'Claim: Daily Reload 10%' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(claim);
    expect(await within(reload).findByText('R$ 25.00 was added to your wallet.')).toBeInTheDocument();
    expect(within(reload).getByText('Status: Reward claimed')).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByTestId('header-balance')).toHaveTextContent('12,370.67'));
    expect(claims.count).toBe(1);
  });

  it('says a lost answer plainly and reads the activities again, keeping Claim offered', async () => {
    await logInAs();
    const statusReads = countCalls('MCSFE_getPromotionStatus');
    const { user } = await renderApp('/promotions');
    const reload = await card('Daily Reload 10%');
    const claim = await within(reload).findByRole('button', { name: 'Claim: Daily Reload 10%' });
    await waitFor(() => expect(statusReads.count).toBe(1));
    await setScenario({
      failures: [{ path: '/wps/relay/MCSFE_signUpRequestReward', status: 500, times: 1 }],
    });
    await user.click(claim);
    expect(await within(reload).findByRole('alert')).toHaveTextContent(
      'We could not confirm the answer. Your activities were read again: check the status before trying again.',
    );
    await waitFor(() => expect(statusReads.count).toBe(2));
    expect(within(reload).getByText('Status: Reward ready')).toBeInTheDocument();
    expect(within(reload).getByRole('button', { name: 'Claim: Daily Reload 10%' })).toBeInTheDocument();
  });

  it('explains a refusal when the status has moved on', async () => {
    await logInAs();
    const { user } = await renderApp('/promotions');
    const leaderboard = await card('Weekend Leaderboard');
    const join = await within(leaderboard).findByRole('button', { name: 'Join: Weekend Leaderboard' });
    // Another tab joined first: the server now says signed.
    await fetch('/__mock/activities', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', promotionId: 505, status: 'signed' }),
    });
    await user.click(join);
    expect(await within(leaderboard).findByRole('alert')).toHaveTextContent(
      'This action is no longer available: the status has changed.',
    );
    expect(await within(leaderboard).findByText('Status: Joined')).toBeInTheDocument();
  });
});
