import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { amountProblem, decimalMarkOf, forgetAllDepositOrders, presetText } from '@/features/deposit';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp, setScenario } from '../test-utils';

/** Counts the requests whose path ends with `call`, as the mock receives them. */
function countCalls(call: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(call)) seen.count += 1;
  });
  return seen;
}

/** The back office's decision, through the mock's control API. */
async function decide(orderNo: string, decision: 'approve' | 'reject') {
  const response = await fetch(`/__mock/deposits/${orderNo}/${decision}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${decision} refused: ${await response.text()}`);
}

/**
 * Opens Deposit from the account menu, on a page without the home page's ticking jackpot: its updates
 * between two awaits of a long test would be React updates outside act.
 */
async function openCentre(language: 'EN' | 'PT' = 'EN') {
  const words = {
    EN: { menu: 'Account menu', entry: 'Deposit', centre: 'Member centre', methods: 'Deposit method' },
    PT: {
      menu: 'Menu da conta',
      entry: 'Depositar',
      centre: 'Central do membro',
      methods: 'Forma de depósito',
    },
  }[language];
  const { user } = await renderApp('/help');
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: new RegExp(words.menu) }));
  const menu = within(header).getByRole('list', { name: words.menu });
  await user.click(within(menu).getByRole('button', { name: words.entry }));
  const dialog = await screen.findByRole('dialog', { name: words.centre });
  return { user, dialog, methodsName: words.methods };
}

async function openDeposit(language: 'EN' | 'PT' = 'EN') {
  const { user, dialog, methodsName } = await openCentre(language);
  const methods = await within(dialog).findByRole('group', { name: methodsName });
  return { user, dialog, methods };
}

/** Creates an order for `preset` on the channel chosen, and answers its reference number. */
async function createOrder(
  user: Awaited<ReturnType<typeof openDeposit>>['user'],
  dialog: HTMLElement,
  preset: string,
) {
  await user.click(within(dialog).getByRole('button', { name: preset }));
  await user.click(within(dialog).getByRole('button', { name: 'Create deposit order' }));
  await within(dialog).findByRole('heading', { name: 'Deposit order' });
  return within(dialog).getByText(/^DP2026\d{6}$/).textContent ?? '';
}

const headerBalance = async () => within(await screen.findByRole('banner')).findByTestId('header-balance');

// The order on screen is remembered for the member across visits of the page: each test starts afresh.
beforeEach(() => forgetAllDepositOrders());
afterEach(() => server.events.removeAllListeners());

describe('deposit', () => {
  it('lists the channels with their limits, and a preset fills the amount', async () => {
    await logInAs();
    const { user, dialog, methods } = await openDeposit();
    expect(within(methods).getAllByRole('radio')).toHaveLength(3);
    const pix = within(methods).getByRole('radio', { name: 'PIX' });
    expect(pix).toBeChecked();
    expect(pix).toHaveAccessibleDescription('Instant payment R$ 10.00 to R$ 50,000.00');
    expect(within(methods).getByRole('radio', { name: 'Bank transfer (TED)' })).toHaveAccessibleDescription(
      'Bank transfer R$ 100.00 to R$ 100,000.00',
    );
    expect(within(methods).getByRole('radio', { name: 'PicPay' })).toHaveAccessibleDescription(
      'E-wallet R$ 20.00 to R$ 10,000.00',
    );

    const presets = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['R$ 20.00', 'R$ 50.00', 'R$ 100.00', 'R$ 200.00', 'R$ 500.00', 'R$ 1,000.00']);
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(/From R\$ 10\.00 to R\$ 50,000\.00/);
    await user.click(within(presets).getByRole('button', { name: 'R$ 50.00' }));
    expect(amount).toHaveValue('50');
    expect(within(presets).getByRole('button', { name: 'R$ 50.00' })).toHaveAttribute('aria-pressed', 'true');

    // Another channel brings its own presets and limits; the amount stays.
    await user.click(within(methods).getByRole('radio', { name: 'PicPay' }));
    expect(within(presets).getByRole('button', { name: 'R$ 300.00' })).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/From R\$ 20\.00 to R\$ 10,000\.00/);
    expect(amount).toHaveValue('50');
  });

  it('says what is wrong with the amount and keeps it, without asking the server', async () => {
    await logInAs();
    const creates = countCalls('PAYFE_createDepositOrder');
    const { user, dialog, methods } = await openDeposit();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const submit = within(dialog).getByRole('button', { name: 'Create deposit order' });

    await user.click(submit);
    expect(await within(dialog).findByText('Enter the amount to deposit.')).toBeInTheDocument();

    await user.type(amount, '12.345');
    expect(
      await within(dialog).findByText('Use digits only, with at most 2 decimals (for example 150.50).'),
    ).toBeInTheDocument();

    await user.click(within(methods).getByRole('radio', { name: 'Bank transfer (TED)' }));
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(submit);
    expect(await within(dialog).findByText('The minimum for this method is R$ 100.00.')).toBeInTheDocument();
    expect(amount).toHaveValue('50');
    expect(amount).toBeInvalid();

    await user.clear(amount);
    await user.type(amount, '100000.01');
    expect(
      await within(dialog).findByText('The maximum for this method is R$ 100,000.00.'),
    ).toBeInTheDocument();
    expect(creates.count).toBe(0);
  });

  it('creates a PIX order: reference, QR code, payment details to copy', async () => {
    await logInAs();
    const { user, dialog } = await openDeposit();
    const reference = await createOrder(user, dialog, 'R$ 100.00');
    expect(reference).toMatch(/^DP2026\d{6}$/);
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 100.00', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'QR code to pay R$ 100.00 with PIX' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('pagamentos@gaming-portal.example')).toBeInTheDocument();
    expect(within(dialog).getByText('Gaming Portal Pagamentos Ltda')).toBeInTheDocument();
    // The copy-and-paste code carries the amount and the reference (EMV fields 54 and 62).
    const code = within(dialog).getByText(/^000201.*5406100\.00.*DP2026\d{6}.*6304[0-9A-F]{4}$/);
    expect(code.textContent).toContain(reference);
    for (const name of ['Copy reference number', 'Copy payee name', 'Copy PIX key', 'Copy PIX code']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    // PIX has no bank account to type.
    expect(within(dialog).queryByRole('button', { name: 'Copy account number' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy PIX key' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('pagamentos@gaming-portal.example');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy PIX code' }));
    expect(
      await within(dialog).findByText(
        'Your browser did not allow copying. Select the text and copy it yourself.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a bank transfer’s account details and no QR code', async () => {
    await logInAs();
    const { user, dialog, methods } = await openDeposit();
    await user.click(within(methods).getByRole('radio', { name: 'Bank transfer (TED)' }));
    await createOrder(user, dialog, 'R$ 500.00');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Banco do Brasil')).toBeInTheDocument();
    expect(within(dialog).getByText('1234-5')).toBeInTheDocument();
    expect(within(dialog).getByText('98765-4')).toBeInTheDocument();
    for (const name of ['Copy bank', 'Copy branch', 'Copy account number', 'Copy payee name']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('turns Approved when the back office approves, and the header balance follows', async () => {
    await logInAs();
    const { user, dialog } = await openDeposit();
    const balance = await headerBalance();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
    const reference = await createOrder(user, dialog, 'R$ 200.00');

    await decide(reference, 'approve');
    // The page asks by itself every few seconds: no click needed.
    expect(await within(dialog).findByText('Approved', {}, { timeout: 9000 })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Deposit approved: R$ 200.00 is in your main wallet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,545.67'));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Check status' })).not.toBeInTheDocument();
  }, 20_000);

  it('says so when rejected, keeps the order across pages, and starts again with New deposit', async () => {
    await logInAs();
    const { user, dialog } = await openDeposit();
    const reference = await createOrder(user, dialog, 'R$ 20.00');

    // Away to another page of the centre and back: the same order, not an empty form.
    await user.click(within(dialog).getByRole('button', { name: 'My wallet' }));
    await within(dialog).findByRole('heading', { name: /^(Total balance|Balance)$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText(reference)).toBeInTheDocument();

    await decide(reference, 'reject');
    await user.click(within(dialog).getByRole('button', { name: 'Check status' }));
    expect(await within(dialog).findByText('Rejected')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/This deposit was rejected and nothing was credited/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New deposit' }));
    expect(await within(dialog).findByRole('radio', { name: 'PIX' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('keeps the typed amount and says why when the server refuses', async () => {
    await logInAs();
    server.use(
      http.post('*/wps/relay/PAYFE_createDepositOrder', () =>
        HttpResponse.json(
          { success: false, errorCode: 'deposit.channel.invalid', message: 'Choose a deposit method' },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDeposit();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '150.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create deposit order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This deposit method is no longer available. Choose another one.',
    );
    expect(amount).toHaveValue('150.50');
    expect(within(dialog).queryByRole('heading', { name: 'Deposit order' })).not.toBeInTheDocument();
  });

  it('sends one create request for a burst of ten clicks', async () => {
    await logInAs();
    const creates = countCalls('PAYFE_createDepositOrder');
    const { user, dialog } = await openDeposit();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '75');
    const submit = within(dialog).getByRole('button', { name: 'Create deposit order' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    await within(dialog).findByRole('heading', { name: 'Deposit order' });
    expect(creates.count).toBe(1);
  });

  it('offers a retry when the channels cannot be loaded', async () => {
    await logInAs();
    // The first try and the query's one quiet retry both fail.
    await setScenario({ failures: [{ path: '/wps/relay/PAYFE_getDepositChannels', status: 500, times: 2 }] });
    const { user, dialog } = await openCentre();
    expect(
      await within(dialog).findByText('The deposit methods could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'PIX' })).toBeChecked();
  });
  it('speaks Portuguese, amounts in its format, and takes a decimal comma', async () => {
    localStorage.setItem('hisLang', 'PT');
    await logInAs();
    const { user, dialog, methods } = await openDeposit('PT');
    expect(within(methods).getByRole('radio', { name: 'PIX' })).toHaveAccessibleDescription(
      'Pagamento instantâneo R$ 10,00 a R$ 50.000,00',
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Valor' });
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pedido de depósito' }));
    expect(await within(dialog).findByText('O mínimo para esta forma é R$ 10,00.')).toBeInTheDocument();

    await user.type(amount, '0,50');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pedido de depósito' }));
    await within(dialog).findByRole('heading', { name: 'Pedido de depósito' });
    expect(
      within(dialog).getByRole('img', { name: 'QR code para pagar R$ 50,50 com PIX' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Pendente')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar chave PIX' })).toBeInTheDocument();
  });
});

describe('deposit amounts', () => {
  const pix = {
    channelId: '1',
    channelType: 'PIX',
    channelName: 'PIX',
    minAmount: 10,
    maxAmount: 50_000,
    presetAmounts: [],
  };

  it('reads a comma before the cents as the decimal mark, never a thousands separator', () => {
    expect(decimalMarkOf('pt-BR')).toBe(',');
    expect(decimalMarkOf('en')).toBe('.');
    expect(amountProblem('150,50', pix)).toBeNull();
    expect(amountProblem('150.50', pix)).toBeNull();
    // "1,000" is a thousand written with a separator, not one real: refused, never guessed.
    expect(amountProblem('1,000', pix)).toEqual({ kind: 'malformed' });
    expect(amountProblem('1,000,00', pix)).toEqual({ kind: 'malformed' });
    expect(presetText(12.5, ',')).toBe('12,50');
    expect(presetText(100, ',')).toBe('100');
  });

  it('checks the limits in cents', () => {
    expect(amountProblem('  ', pix)).toEqual({ kind: 'required' });
    expect(amountProblem('9.99', pix)).toEqual({ kind: 'belowMin', min: 10 });
    expect(amountProblem('10', pix)).toBeNull();
    expect(amountProblem('50000.00', pix)).toBeNull();
    expect(amountProblem('50000.01', pix)).toEqual({ kind: 'aboveMax', max: 50_000 });
    expect(amountProblem('0.1.2', pix)).toEqual({ kind: 'malformed' });
  });
});
