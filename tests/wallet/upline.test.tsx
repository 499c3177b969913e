import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { sealedBodies } from '../support/sealed-bodies';
import { findHeader, setScenario } from '../test-utils';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

function countTransfers() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/wps/member/transferUpline')) seen.count += 1;
  });
  return seen;
}

async function openUpline() {
  const { user, dialog } = await openFromAccountMenu('My account');
  // The entry waits on the member info (its `toUpline`).
  await user.click(await within(dialog).findByRole('button', { name: 'Transfer to upline' }));
  return { user, dialog };
}

/** Opens the page, types the transfer and goes on to the confirmation. */
async function fillAndContinue(amountText: string, password: string) {
  const { user, dialog } = await openUpline();
  const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
  await user.type(amount, amountText);
  await user.type(within(dialog).getByLabelText('Withdraw password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByRole('heading', { name: 'Confirm the transfer' });
  return { user, dialog };
}

afterEach(() => server.events.removeAllListeners());

describe('transfer to upline', () => {
  // Loads the centre's chunks once, so a slow first transform does not eat the first test's waits.
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/wallet/upline/upline-transfer-page');
  });

  it('shows the upline, what may be sent and the limits before anything is typed', async () => {
    await logInAs();
    const { dialog } = await openUpline();
    const summary = await within(dialog).findByRole('region', { name: 'Your upline' });
    expect(within(summary).getByText('Agent Alpha')).toBeInTheDocument();
    expect(within(summary).getByText('agent01')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 10,345.67')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 10.00 to R$ 50,000.00')).toBeInTheDocument();
  });

  it('checks the amount before asking, in words', async () => {
    await logInAs();
    const transfers = countTransfers();
    const { user, dialog } = await openUpline();
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.345');
    await user.type(within(dialog).getByLabelText('Withdraw password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Enter an amount in digits, with at most 2 decimals.'),
    );
    await user.clear(amount);
    await user.type(amount, '10345.68');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'You can send at most R$ 10,345.67, what your main wallet holds.',
      ),
    );
    expect(transfers.count).toBe(0);
  });

  it('names the upline on the confirmation, and Back keeps every field', async () => {
    await logInAs();
    const { user, dialog } = await fillAndContinue('250.5', '123456');
    expect(within(dialog).getByText('Send R$ 250.50 to Agent Alpha (agent01)?')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Confirm the transfer' })).toHaveFocus();
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('250.5');
    expect(amount).toHaveFocus();
    expect(within(dialog).getByLabelText('Withdraw password')).toHaveValue('123456');
  });

  it('says a wrong withdraw password on its field and keeps every field', async () => {
    await logInAs();
    const { user, dialog } = await fillAndContinue('100', '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const password = await within(dialog).findByLabelText('Withdraw password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The withdraw password is incorrect.'));
    expect(password).toHaveValue('111111');
    expect(password).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  });

  it('sends once for ten quick clicks, shows the reference and refreshes the header balance', async () => {
    await logInAs();
    const transfers = countTransfers();
    const sealed = sealedBodies('/wps/member/transferUpline');
    const { dialog } = await fillAndContinue('100', '123456');
    const balance = await within(await findHeader()).findByTestId('header-balance');
    expect(balance).toHaveTextContent('R$ 12,345.67');

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'R$ 100.00 sent to Agent Alpha (agent01).',
    );
    expect(within(dialog).getByText(/^UT2026\d{6}$/)).toBeInTheDocument();
    expect(transfers.count).toBe(1);
    expect(sealed).toEqual([{ method: 'PUT', body: { amount: 100, withdrawPassword: '123456' } }]);
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,245.67'));
    const summary = within(dialog).getByRole('region', { name: 'Your upline' });
    await waitFor(() => expect(within(summary).getByText('R$ 10,245.67')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Transfer sent' })).toHaveFocus();
  });

  it('says a too-large amount refused by the server in words, on its field', async () => {
    await logInAs();
    server.use(
      http.put('*/wps/member/transferUpline', () =>
        HttpResponse.json(
          { success: false, errorCode: 'upline.balance.insufficient', message: 'x' },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await fillAndContinue('100', '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Your main wallet does not hold enough for this transfer.'),
    );
    expect(amount).toHaveValue('100');
  });

  it("leaves the entry out, and asks nothing, when the member info's toUpline says no", async () => {
    await logInAs('agent01', 'Agent#2026');
    const previews = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('MCS2_getUplineInfo')) previews.count += 1;
    });
    const { dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'My wallet' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    expect(previews.count).toBe(0);
  });

  it('leaves the entry out where the site switches AGETRANSFERUP3 off, though the member info offers it', async () => {
    await setScenario({ flags: { AGETRANSFERUP3: false } });
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('button', { name: 'My wallet' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Transfer to upline' })).not.toBeInTheDocument();
  });

  it('says plainly when the member has no upline, though its info offers the transfer', async () => {
    await logInAs();
    server.use(
      http.get('*/wps/relay/MCS2_getUplineInfo', () =>
        HttpResponse.json({ success: false, errorCode: 'upline.not.found', message: 'x' }, { status: 400 }),
      ),
    );
    const { dialog } = await openUpline();
    expect(await within(dialog).findByText('You have no upline')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });
});
