import { within } from '@testing-library/react';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openWithdraw, section } from './withdraw-helpers';

afterEach(() => server.events.removeAllListeners());

describe('withdraw page', () => {
  it('takes the member from the game wallets note to My wallet, the focus on its title', async () => {
    await logInAs();
    const { user, dialog } = await openWithdraw();
    await user.click(
      within(section(dialog, 'Withdrawable')).getByRole('button', { name: 'Go to My wallet' }),
    );
    const title = within(dialog).getByRole('heading', { level: 3, name: 'My wallet' });
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(
      await within(dialog).findByRole('heading', { name: 'Transfer between wallets' }),
    ).toBeInTheDocument();
  });
});
