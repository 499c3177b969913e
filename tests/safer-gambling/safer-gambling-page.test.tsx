import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/core';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';
import { advanceMockClock } from '../support/mock-clock';

/** Opens Safer gambling from the account menu, as a member would. */
async function openSaferGambling() {
  const { user } = await renderApp('/help');
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  const menu = within(header).getByRole('list', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: 'Safer gambling' }));
  const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
  await within(dialog).findByRole('heading', { name: 'Safer gambling' });
  // The page is a lazy chunk and reads the limits: the cards are there once both are in.
  await within(dialog).findByRole('region', { name: 'Deposit limits' });
  return { user, dialog };
}

const region = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

/** The period's row of a limit card: the list item holding its field. */
function row(card: HTMLElement, field: string) {
  const input = within(card).getByRole('textbox', { name: field });
  return { input, item: within(input.closest('li')!) };
}

afterEach(() => server.events.removeAllListeners());

describe('safer gambling page', () => {
  it("shows player01's daily deposit limit as the demo says, with what today has used", async () => {
    await logInAs();
    const { dialog } = await openSaferGambling();
    const deposits = await within(dialog).findByRole('region', { name: 'Deposit limits' });
    const daily = row(deposits, 'Daily limit');
    expect(daily.input).toHaveValue('1000');
    expect(daily.item.getByText('R$ 250.00 of R$ 1,000.00 used')).toBeVisible();
    expect(daily.item.getByText('Resets Nov 2, 2026, 12:00 AM UTC')).toBeVisible();
    expect(row(deposits, 'Weekly limit').input).toHaveValue('');
    expect(row(deposits, 'Weekly limit').item.getByText('R$ 250.00 so far')).toBeVisible();
  });

  it('a lower limit applies at once; a higher one waits 24 hours, shown as pending until then', async () => {
    await logInAs();
    const { user, dialog } = await openSaferGambling();
    const deposits = await within(dialog).findByRole('region', { name: 'Deposit limits' });
    const daily = row(deposits, 'Daily limit');

    await user.clear(daily.input);
    await user.type(daily.input, '500');
    await user.click(daily.item.getByRole('button', { name: 'Save' }));
    expect(await daily.item.findByRole('status')).toHaveTextContent('Saved: the new limit applies now.');
    expect(daily.item.getByText('R$ 250.00 of R$ 500.00 used')).toBeVisible();

    await user.clear(daily.input);
    await user.type(daily.input, '2000');
    await user.click(daily.item.getByRole('button', { name: 'Save' }));
    expect(await daily.item.findByRole('status')).toHaveTextContent(
      'Saved: the change applies from Nov 2, 2026, 12:00 PM UTC, 24 hours from now.',
    );
    expect(daily.item.getByText('R$ 250.00 of R$ 500.00 used')).toBeVisible();
    expect(daily.item.getByText('Change to R$ 2,000.00 from Nov 2, 2026, 12:00 PM UTC')).toBeVisible();
    // What was typed stays for the member to see.
    expect(daily.input).toHaveValue('2000');
  });

  it('refuses a malformed or zero limit in words, keeping what was typed, and sends nothing', async () => {
    await logInAs();
    const { user, dialog } = await openSaferGambling();
    const losses = await within(dialog).findByRole('region', { name: 'Loss limits' });
    const weekly = row(losses, 'Weekly limit');
    const sent = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('MCS2_setLimit')) sent.count += 1;
    });
    await user.type(weekly.input, '12.345');
    await user.click(weekly.item.getByRole('button', { name: 'Save' }));
    expect(weekly.input).toHaveAccessibleDescription(
      'Use digits only, with at most 2 decimals (for example 500 or 250.50).',
    );
    expect(weekly.input).toHaveValue('12.345');
    await user.clear(weekly.input);
    await user.type(weekly.input, '0');
    await user.click(weekly.item.getByRole('button', { name: 'Save' }));
    expect(weekly.input).toHaveAccessibleDescription('A limit must be more than zero.');
    expect(sent.count).toBe(0);
  });

  it('removing a limit waits its 24 hours too, shown as a pending removal', async () => {
    await logInAs();
    const { user, dialog } = await openSaferGambling();
    const deposits = await within(dialog).findByRole('region', { name: 'Deposit limits' });
    const daily = row(deposits, 'Daily limit');
    await user.click(daily.item.getByRole('button', { name: 'Remove limit' }));
    expect(await daily.item.findByText('Removal from Nov 2, 2026, 12:00 PM UTC')).toBeVisible();
    expect(daily.item.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
    expect(daily.item.getByText('R$ 250.00 of R$ 1,000.00 used')).toBeVisible();
  });

  it('sets the daily session time limit and the reality check interval', async () => {
    await logInAs();
    const { user, dialog } = await openSaferGambling();
    const session = await within(dialog).findByRole('region', { name: 'Session time limit' });
    await user.selectOptions(within(session).getByRole('combobox', { name: 'Daily time limit' }), '2 hours');
    await user.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(session).findByRole('status')).toHaveTextContent('Saved: the new limit applies now.');
    expect(within(session).getByText('0 minutes of 2 hours used')).toBeVisible();

    const reality = region(dialog, 'Reality check');
    const every = await within(reality).findByRole('group', { name: 'Remind me every' });
    expect(within(every).getByRole('radio', { name: '60 minutes' })).toBeChecked();
    await user.click(within(every).getByRole('radio', { name: '15 minutes' }));
    await user.click(within(reality).getByRole('button', { name: 'Save' }));
    expect(await within(reality).findByRole('status')).toHaveTextContent('Reality check saved.');
  });

  it('a break needs the right password; then the session ends and login is refused until it ends', async () => {
    await logInAs();
    const { user, dialog } = await openSaferGambling();
    const pause = region(dialog, 'Take a break');
    const submit = within(pause).getByRole('button', { name: 'Start my break' });
    await user.click(submit);
    const password = within(pause).getByLabelText('Login password');
    expect(password).toHaveAccessibleDescription('Enter your login password to confirm.');

    await user.type(password, 'wrong-one');
    await user.click(submit);
    expect(await within(pause).findByRole('alert')).toHaveTextContent(
      'The password is not correct. Nothing has changed.',
    );
    expect(useSessionStore.getState().token).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'Player#2026');
    await user.click(submit);
    const notice = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(notice).toHaveTextContent(
      'You have been logged out. Your time-out ends on Nov 2, 2026, 12:00 PM UTC; until then you cannot log in.',
    );
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );

    await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Login' }));
    // The login popup is a lazy chunk: the first in a file may take a moment to compile.
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(login).getByLabelText('Username'), 'player01');
    await user.type(within(login).getByLabelText('Password'), 'Player#2026');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(
      'This account is on a time-out until Nov 2, 2026, 12:00 PM UTC. You can log in again after that.',
    );
    expect(within(login).getByLabelText('Password')).toHaveValue('Player#2026');

    await advanceMockClock(24 * 60);
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().token).not.toBeNull();
  });
});
