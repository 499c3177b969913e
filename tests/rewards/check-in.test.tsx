import { waitFor, within } from '@testing-library/react';
import { logInAs } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

describe('daily check-in (reward centre)', () => {
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/rewards/reward-centre-page');
  });

  it("shows the week's days and claims today's once: the bonus is said and the balance rises", async () => {
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Reward centre 10 to claim' })).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: /^Reward centre/ }));
    const checkIn = await within(dialog).findByRole('region', { name: 'Daily check-in' });
    const days = await within(checkIn).findByRole('list', { name: 'Check-in days' });
    const items = within(days).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]).toHaveTextContent(/Day 1.*R\$ 1\.00.*Checked in/);
    expect(items[2]).toHaveTextContent(/Day 3.*R\$ 3\.00.*Today/);
    expect(items[3]).toHaveTextContent(/Day 4.*R\$ 5\.00.*To come/);

    const balance = await within(await findHeader()).findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
    await user.click(within(checkIn).getByRole('button', { name: 'Check in for R$ 3.00' }));
    expect(await within(checkIn).findByRole('status')).toHaveTextContent(
      'Checked in: R$ 3.00 added to your wallet.',
    );
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,348.67'));
    await waitFor(() => expect(items[2]).toHaveTextContent(/Day 3.*Checked in/));
    expect(within(checkIn).queryByRole('button', { name: /^Check in/ })).not.toBeInTheDocument();
    // Today's check-in no longer waits: the badge falls with it.
    expect(await within(menu).findByRole('button', { name: 'Reward centre 9 to claim' })).toBeVisible();
  });
});
