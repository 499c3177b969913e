import { screen, waitFor, within } from '@testing-library/react';
import { maskEmail } from '@/features/my-account';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from './member-helpers';

const MENU = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Profit and loss',
  'Bonus details',
  /^Reward centre/,
  /^Invite friends/,
  /^Missions leaderboard/,
  'Safer gambling',
  /^Messages/,
];

describe('member centre', () => {
  it('opens on My account with the fourteen entries, the member’s details masked', async () => {
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    // Transfer to upline waits on the member info (its `toUpline`).
    expect(await within(menu).findByRole('button', { name: 'Transfer to upline' })).toBeInTheDocument();
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(14);
    MENU.forEach((name, i) => expect(entries[i]).toHaveAccessibleName(name));
    expect(within(menu).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');

    expect(await within(dialog).findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lucky Player')).toBeInTheDocument();
    expect(within(dialog).getByText('player01')).toBeInTheDocument();
    expect(within(dialog).getByText('VIP 3')).toBeInTheDocument();
    expect(within(dialog).getByText('119****4321')).toBeInTheDocument();
    // The server masks them already; the page masks again whatever comes whole.
    expect(within(dialog).getByText('pl***@example.com')).toBeInTheDocument();
    expect(within(dialog).queryByText('11987654321')).not.toBeInTheDocument();
  });

  it('shows the unread messages on the Messages entry, and opens the inbox', async () => {
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const messages = await within(menu).findByRole('button', { name: 'Messages 5 unread' });
    await user.click(messages);
    expect(messages).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { name: 'Messages', level: 3 })).toBeInTheDocument();
    expect(await within(dialog).findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('opens on the page its opener names: Withdraw from the account menu, Deposit from it too', async () => {
    await logInAs();
    const { dialog } = await openFromAccountMenu('Withdrawal');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { name: 'Withdraw', level: 3 })).toBeInTheDocument();
  });

  it('offers Deposit in the account menu, for screens where the header’s button is hidden', async () => {
    await logInAs();
    const { dialog } = await openFromAccountMenu('Deposit');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('opens the login password change from My account', async () => {
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    await user.click(await within(dialog).findByRole('button', { name: 'Change Login password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('masking', () => {
  it('keeps the start and domain of an e-mail', () => {
    expect(maskEmail('player01@example.com')).toBe('pl******@example.com');
    expect(maskEmail('a@b.io')).toBe('a@b.io'.replace(/^a/, '*'));
  });
});
