import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetAllDepositOrders } from '@/features/deposit';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp, setScenario } from '../test-utils';

/** The bodies of the requests whose path ends with `call`, as the mock receives them. */
function watchCalls(call: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.endsWith(call)) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body))
      .catch(() => bodies.push({}));
  });
  return bodies;
}

/** A stand-in for the payment page's tab: jsdom opens none. */
function fakeTab() {
  const tab = { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

/**
 * Opens Deposit from the account menu, on a page without the home page's ticking jackpot: its updates
 * between two awaits of a long test would be React updates outside act.
 */
async function openCentre(language: 'EN' | 'PT' = 'EN') {
  const words = {
    EN: { menu: 'Account menu', entry: 'Deposit', centre: 'Member centre' },
    PT: { menu: 'Menu da conta', entry: 'Depositar', centre: 'Central do membro' },
  }[language];
  const { user } = await renderApp('/help');
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: new RegExp(words.menu) }));
  const menu = within(header).getByRole('list', { name: words.menu });
  await user.click(within(menu).getByRole('button', { name: words.entry }));
  const dialog = await screen.findByRole('dialog', { name: words.centre });
  return { user, dialog };
}

async function openDeposit(language: 'EN' | 'PT' = 'EN') {
  const { user, dialog } = await openCentre(language);
  const methods = await within(dialog).findByRole('group', {
    name: language === 'EN' ? 'Deposit method' : 'Forma de depósito',
  });
  return { user, dialog, methods };
}

const headerBalance = async () => within(await screen.findByRole('banner')).findByTestId('header-balance');

// The deposit on screen is remembered for the member across visits of the page: each test starts afresh.
beforeEach(() => forgetAllDepositOrders());
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('deposit', () => {
  it('offers the methods, then the method’s channels with their limits; a fixed amount fills the amount', async () => {
    await logInAs();
    const { user, dialog, methods } = await openDeposit();
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['PIX', 'QR code', 'Bank transfer', 'Crypto (USDT)']);
    expect(within(methods).getByRole('radio', { name: 'PIX' })).toBeChecked();
    const channels = within(dialog).getByRole('group', { name: 'Payment channel' });
    expect(within(channels).getByRole('radio', { name: 'PIX Pay4Z' })).toBeChecked();
    expect(within(channels).getByRole('radio', { name: 'PIX Pay4Z' })).toHaveAccessibleDescription(
      'R$ 10.00 to R$ 50,000.00',
    );
    // The description is server text: its markup is dropped, its words shown.
    expect(
      within(channels).getByText(/Instant PIX: the QR code and the copy-and-paste code/),
    ).toBeInTheDocument();
    expect(within(channels).getByRole('radio', { name: 'PIX Fixo U2C' })).toHaveAccessibleDescription(
      'R$ 50.00 to R$ 200.00 · fixed amounts only',
    );

    const presets = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['R$ 20.00', 'R$ 50.00', 'R$ 100.00', 'R$ 200.00', 'R$ 500.00']);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.click(within(presets).getByRole('button', { name: 'R$ 50.00' }));
    expect(amount).toHaveValue('50');

    // The fixed-only channel takes its amounts alone: the field is not for typing.
    await user.click(within(channels).getByRole('radio', { name: 'PIX Fixo U2C' }));
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveAccessibleDescription(/takes only the amounts below/);
    expect(within(presets).getAllByRole('button')).toHaveLength(3);

    // Another method brings its own channel, its fee, and asks the payer's name.
    await user.click(within(methods).getByRole('radio', { name: 'QR code' }));
    expect(await within(dialog).findByRole('radio', { name: 'QR Pay' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'QR Pay' })).toHaveAccessibleDescription(
      'R$ 20.00 to R$ 10,000.00 · fee 1.5%',
    );
    expect(within(dialog).getByRole('textbox', { name: "Payer's name" })).toBeInTheDocument();
  });

  it('says what is wrong and keeps what was typed, without asking the server', async () => {
    await logInAs();
    const orders = watchCalls('MCSFE_depositByLaunchUrl');
    const { user, dialog, methods } = await openDeposit();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const submit = within(dialog).getByRole('button', { name: 'Continue to payment' });

    await user.click(submit);
    expect(await within(dialog).findByText('Enter the amount to deposit.')).toBeInTheDocument();
    await user.type(amount, '12.345');
    expect(
      await within(dialog).findByText('Use digits only, with at most 2 decimals (for example 150.50).'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '75');
    await user.click(within(dialog).getByRole('radio', { name: 'PIX Fixo U2C' }));
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'This channel takes only these amounts: R$ 50.00, R$ 100.00, R$ 200.00.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('75');

    await user.click(within(methods).getByRole('radio', { name: 'Bank transfer' }));
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(submit);
    expect(await within(dialog).findByText('The minimum for this channel is R$ 100.00.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Enter the name on the account you pay from.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('50');
    expect(amount).toBeInvalid();
    expect(orders).toHaveLength(0);
  });

  it('places a PIX deposit: the payment page opens in its own tab, the cashier waits, paying credits the balance', async () => {
    await logInAs();
    const { tab, open } = fakeTab();
    const orders = watchCalls('MCSFE_depositByLaunchUrl');
    const { user, dialog } = await openDeposit();
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
    await user.click(within(dialog).getByRole('button', { name: 'R$ 100.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findByRole('heading', { name: 'Waiting for your payment' })).toHaveFocus();
    expect(open).toHaveBeenCalledTimes(1);
    // Cut from the portal before it goes anywhere.
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toMatch(/\/__mock\/pay\/DP2026\d{6}$/);
    expect(orders[0]).toMatchObject({
      targetUsername: 'player01',
      amount: '100',
      bankCode: '0155',
      bankType: 'PGMT',
      vendorId: '4574387',
      mcsBankCode: 'PAY4ZBRLWL',
    });
    expect(orders[0]).toHaveProperty('deviceId');
    expect(orders[0]).not.toHaveProperty('token');
    const reopen = within(dialog).getByRole('link', { name: 'Reopen the payment page' });
    expect(reopen).toHaveAttribute('href', tab.location.href);
    expect(reopen).toHaveAttribute('rel', 'noopener noreferrer');

    // The member pays on the gateway's page, then says so here.
    const paid = await fetch(`${tab.location.href}/paid`, { method: 'POST' });
    expect(paid.ok).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,445.67'));
    expect(await within(dialog).findByRole('heading', { name: 'Deposit credited' })).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 100.00 is in your main wallet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to the deposit form' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('shows a QR method’s picture and a manual transfer’s account, sending the payer’s name', async () => {
    await logInAs();
    const open = vi.spyOn(window, 'open');
    const transfers = watchCalls('MCSFE_manualTransferByAccountName');
    const { user, dialog, methods } = await openDeposit();
    await user.click(within(methods).getByRole('radio', { name: 'QR code' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: "Payer's name" }), 'Lucas Pereira');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const picture = await within(dialog).findByRole('img', { name: 'QR code to pay R$ 30.00 with QR code' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(open).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Back to the deposit form' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Bank transfer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250,50');
    await user.type(within(dialog).getByRole('textbox', { name: "Payer's name" }), 'Lucas Pereira');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(dialog).findByText('Send exactly R$ 250.50 to the account below.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(transfers[0]).toMatchObject({ amount: '250.5', payeeName: 'Lucas Pereira', bankType: 'MT2' });
  });

  it('offers the promotions the amount earns and sends the one chosen', async () => {
    await logInAs();
    fakeTab();
    const orders = watchCalls('MCSFE_depositByLaunchUrl');
    const { user, dialog } = await openDeposit();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '20');
    const offers = await within(dialog).findByRole('group', { name: 'Deposit promotion' });
    expect(within(offers).getByRole('radio', { name: 'No promotion' })).toBeChecked();
    expect(within(offers).queryByRole('radio', { name: /Welcome reload/ })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    const reload = await within(dialog).findByRole('radio', {
      name: 'Welcome reload 50% · 50% bonus, up to R$ 200.00',
    });
    await user.click(reload);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await within(dialog).findByRole('heading', { name: 'Waiting for your payment' });
    expect(orders[0]).toMatchObject({ promotionId: '9101' });
  });

  it('keeps the typed amount, closes the tab and says why when the order is refused', async () => {
    await logInAs();
    await setScenario({ deposit: 'refused' });
    const { tab } = fakeTab();
    const { user, dialog } = await openDeposit();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '150.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment channel cannot take deposits right now. Choose another one, or try again later.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(amount).toHaveValue('150.50');
  });

  it('sends one order for a burst of ten clicks', async () => {
    await logInAs();
    fakeTab();
    const orders = watchCalls('MCSFE_depositByLaunchUrl');
    const { user, dialog } = await openDeposit();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '75');
    const submit = within(dialog).getByRole('button', { name: 'Continue to payment' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    await within(dialog).findByRole('heading', { name: 'Waiting for your payment' });
    expect(orders).toHaveLength(1);
  });

  it('says so when the site has closed deposits, in its words, with the customer service', async () => {
    await logInAs();
    await setScenario({ deposit: 'closed' });
    const { dialog } = await openCentre();
    expect(await within(dialog).findByText('Deposits are closed on this site for now.')).toBeInTheDocument();
    expect(within(dialog).getByText('Deposits are paused for maintenance until 14:00.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href');
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('says so when no channel is open', async () => {
    await logInAs();
    await setScenario({ deposit: 'none' });
    const { dialog } = await openCentre();
    expect(await within(dialog).findByText('No deposit method is open right now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('lists the recent deposits and cancels a pending one', async () => {
    await logInAs();
    fakeTab();
    const { user, dialog } = await openDeposit();
    await user.click(within(dialog).getByRole('button', { name: 'R$ 20.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const recent = await within(dialog).findByRole('region', { name: 'Recent deposits' });
    const cancel = await within(recent).findByRole('button', { name: /^Cancel the deposit of R\$ 20\.00/ });
    await user.click(cancel);
    expect(await within(recent).findByText('Cancelled')).toBeInTheDocument();
    expect(within(recent).queryByRole('button', { name: /^Cancel the deposit/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the channels cannot be loaded', async () => {
    await logInAs();
    // The first try and the query's one quiet retry both fail.
    await setScenario({
      failures: [{ path: '/wps/relay/MCSFE_getDepositPaymentChannels', status: 500, times: 2 }],
    });
    const { user, dialog } = await openCentre();
    expect(
      await within(dialog).findByText('The deposit methods could not be loaded.', {}),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'PIX' })).toBeChecked();
  });

  it('speaks Portuguese, amounts in its format, and takes a decimal comma', async () => {
    localStorage.setItem('hisLang', 'PT');
    await logInAs();
    fakeTab();
    const { user, dialog } = await openDeposit('PT');
    expect(within(dialog).getByRole('radio', { name: 'PIX Pay4Z' })).toHaveAccessibleDescription(
      'R$ 10,00 a R$ 50.000,00',
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Valor' });
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(await within(dialog).findByText('O mínimo deste canal é R$ 10,00.')).toBeInTheDocument();
    await user.type(amount, '0,50');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Aguardando seu pagamento' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 50,50')).toBeInTheDocument();
  });
});
