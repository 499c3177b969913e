import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

async function openRewardCentre() {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: /^Reward centre/ }));
  const issued = await within(dialog).findByRole('region', { name: 'My rewards' });
  return { user, dialog, issued };
}

async function findItem(container: HTMLElement, title: string) {
  await within(container).findByRole('heading', { name: title });
  const item = within(container)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title }));
  if (!item) throw new Error(`${title} is not in a list item`);
  return item;
}

/** The mock's back office issues player01 a reward (its control call, as the e2e journeys use it). */
async function issue(reward: Record<string, unknown>) {
  const answer = await fetch('/__mock/issued-rewards', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'player01', ...reward }),
  });
  expect(answer.ok).toBe(true);
}

describe('my rewards (reward centre)', () => {
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/rewards/reward-centre-page');
  });

  it('lists the issued rewards from MCSFE_getClaimPromotion, asked for the kinds and status I', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCSFE_getClaimPromotion')) asked.push(new URL(request.url));
    });
    onTestFinished(() => server.events.removeAllListeners());
    await logInAs();
    const { issued } = await openRewardCentre();
    expect(await findItem(issued, 'Loyalty gift')).toHaveTextContent(/Bonus R\$ 15\.00.*Claim by/);
    expect(await findItem(issued, 'VIP 3 upgrade bonus')).toHaveTextContent('Bonus R$ 50.00');
    expect(within(issued).queryByRole('heading', { name: 'Monthly VIP salary' })).not.toBeInTheDocument();
    expect(asked[0]?.searchParams.get('status')).toBe('I');
    expect(asked[0]?.searchParams.get('promotionType')?.split(',')).toEqual(
      expect.arrayContaining(['MANUAL', 'UPGRADE_BONUS', 'RANK_SALARY', 'LUCKY_BET']),
    );
  });

  it('claims a reward: the amount is said, the balance rises and the claimed reward stays said', async () => {
    await logInAs();
    const { user, issued } = await openRewardCentre();
    const balance = await within(await findHeader()).findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
    const gift = await findItem(issued, 'Loyalty gift');
    await user.click(within(gift).getByRole('button', { name: 'Claim Loyalty gift' }));
    expect(await within(gift).findByRole('status')).toHaveTextContent('R$ 15.00 added to your wallet.');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,360.67'));
    expect(within(gift).queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(within(gift).getByRole('heading', { name: 'Loyalty gift' })).toHaveFocus();
  });

  it('says which detail a refused claim needs and takes the member to My account', async () => {
    await issue({ name: 'Mobile gift', amount: 7, requires: 'required.mobile_no_verified' });
    await logInAs();
    const { user, dialog, issued } = await openRewardCentre();
    const gift = await findItem(issued, 'Mobile gift');
    await user.click(within(gift).getByRole('button', { name: 'Claim Mobile gift' }));
    const alert = await within(gift).findByRole('alert');
    expect(alert).toHaveTextContent('Verify your mobile number in My account to claim this reward.');
    await user.click(within(alert).getByRole('button', { name: 'Go to My account' }));
    expect(
      within(within(dialog).getByRole('navigation', { name: 'Member centre menu' })).getByRole('button', {
        name: 'My account',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out an item it cannot read and claims the others', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getClaimPromotion', () =>
        HttpResponse.json({
          success: true,
          value: [{ promotionType: 'MANUAL' }, { rewardId: 'CLM-7003', promotionType: 'MANUAL' }],
        }),
      ),
    );
    await logInAs();
    const { issued } = await openRewardCentre();
    // The sources show only rewardId and promotionType: a reward without a name is still claimable.
    const item = await findItem(issued, 'Reward');
    expect(within(item).getByRole('button', { name: 'Claim Reward' })).toBeInTheDocument();
    expect(within(issued).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when nothing waits, and offers to try again when the list fails', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getClaimPromotion', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    await logInAs();
    const { user, issued } = await openRewardCentre();
    expect(await within(issued).findByText('Your rewards could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    server.use(
      http.get('*/wps/relay/MCSFE_getClaimPromotion', () => HttpResponse.json({ success: true, value: [] })),
    );
    await user.click(within(issued).getByRole('button', { name: 'Try again' }));
    expect(await within(issued).findByText('No rewards to claim')).toBeInTheDocument();
  });
});
