import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

function merchantWallet(isSingle: 0 | 1) {
  server.use(
    http.all('*/wps/relay/GCS_merchantWallet', () =>
      HttpResponse.json({ success: true, value: { isSingle } }),
    ),
  );
}

function countTransfers() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('GCS_walletTransfer')) seen.count += 1;
  });
  return seen;
}

async function openMyWallet() {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: 'My wallet' }));
  // The wallets have arrived (a single-wallet merchant's page says Balance, not Total balance).
  await within(dialog).findByRole('heading', { name: /^(Total balance|Balance)$/ });
  return { user, dialog };
}

afterEach(() => server.events.removeAllListeners());

describe('my wallet', () => {
  it('lists the wallets and moves money between them with one request per click burst', async () => {
    await logInAs();
    merchantWallet(0);
    const transfers = countTransfers();
    const { user, dialog } = await openMyWallet();
    const wallets = within(dialog).getByRole('list', { name: 'Your wallets' });
    expect(
      within(wallets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Main walletR$ 10,345.67', 'PG SoftR$ 2,000.00']);
    expect(within(dialog).getByText('R$ 12,345.67')).toBeInTheDocument();

    // Over the wallet's balance: said, and the amount stays as typed.
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('The most you can transfer from this wallet is R$ 2,000.00.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('2500');
    expect(transfers.count).toBe(0);

    await user.clear(amount);
    await user.type(amount, '500.5');
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('R$ 500.50 moved to Main wallet.');
    await waitFor(() =>
      expect(
        within(wallets)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Main walletR$ 10,846.17', 'PG SoftR$ 1,499.50']),
    );
    expect(transfers.count).toBe(1);
    expect(amount).toHaveValue('');
  });

  it('moves everything to the main wallet in one action', async () => {
    await logInAs();
    merchantWallet(0);
    const { user, dialog } = await openMyWallet();
    await user.click(within(dialog).getByRole('button', { name: 'All to main wallet' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Everything is in your main wallet now.',
    );
    const wallets = within(dialog).getByRole('list', { name: 'Your wallets' });
    await waitFor(() =>
      expect(
        within(wallets)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Main walletR$ 12,345.67', 'PG SoftR$ 0.00']),
    );
    expect(within(dialog).getByRole('button', { name: 'All to main wallet' })).toBeDisabled();
  });

  it('keeps the typed amount and says why when the server refuses', async () => {
    await logInAs();
    merchantWallet(0);
    server.use(
      http.post('*/wps/relay/GCS_walletTransfer', () =>
        HttpResponse.json({ success: false, errorCode: 'transfer.balance.insufficient', message: 'x' }),
      ),
    );
    const { user, dialog } = await openMyWallet();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That wallet does not hold enough for this transfer.',
    );
    expect(amount).toHaveValue('10');
  });

  it('shows one balance and no transfer for a single-wallet merchant', async () => {
    await logInAs();
    merchantWallet(1);
    const { dialog } = await openMyWallet();
    expect(await within(dialog).findByText(/keeps all your money in one wallet/)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('heading', { name: 'Transfer between wallets' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText('R$ 12,345.67')).toBeInTheDocument();
  });
  it('shows the safe box apart and keeps it out of transfers, naming game wallets as the server does', async () => {
    const line = (accountTypeId: number, accountName: string, displayName: string, availBalance: number) => ({
      accountTypeId,
      accountName,
      displayName,
      availBalance,
      status: 1,
    });
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        HttpResponse.json({
          success: true,
          value: {
            sumBalance: 160,
            // Out of order and keyed by name, as a build may send it: the main wallet (id 2) still leads.
            balance: {
              SAFE_BOX: line(9, 'SAFE_BOX', 'Cofre', 100),
              JL: line(5, 'JL', 'JILI', 10),
              MAIN: line(2, 'MAIN', 'Principal', 50),
            },
            currency: 'BRL',
            currencySymbol: 'R$',
            currencyPosition: 'F',
          },
        }),
      ),
    );
    await logInAs();
    merchantWallet(0);
    const { dialog } = await openMyWallet();
    const wallets = within(dialog).getByRole('list', { name: 'Your wallets' });
    expect(
      within(wallets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Main walletR$ 50.00', 'JILIR$ 10.00', 'Safe boxR$ 100.00']);
    const options = (name: string) =>
      within(within(dialog).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('From')).toEqual([
      expect.stringContaining('Main wallet'),
      expect.stringContaining('JILI'),
    ]);
    expect(options('To')).toEqual([expect.stringContaining('Main wallet'), expect.stringContaining('JILI')]);
  });
});
