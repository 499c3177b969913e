import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  checkBankAccount,
  checkWithdrawAmount,
  normaliseBankAccount,
  withdrawCeilingCents,
} from '@/features/withdraw';
import { logInAs } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** Counts the requests whose path ends with `call`, from now on. */
function countCalls(call: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(call)) seen.count += 1;
  });
  return seen;
}

/** The Withdraw page, opened as a member does: the header's account menu, Withdrawal. */
async function openWithdraw() {
  const { user, dialog } = await openFromAccountMenu('Withdrawal');
  await within(dialog).findByRole('heading', { name: 'Withdrawable' });
  return { user, dialog };
}

const section = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('region', { name });

afterEach(() => server.events.removeAllListeners());

describe('withdraw page', () => {
  it('shows what may be withdrawn, the range, the bound account and the history, with no cancel anywhere', async () => {
    await logInAs();
    const { dialog } = await openWithdraw();
    const summary = section(dialog, 'Withdrawable');
    expect(within(summary).getByText('R$ 10,345.67')).toBeInTheDocument();
    const limits = within(summary).getAllByRole('definition');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Minimum per withdrawal', 'Maximum per withdrawal']);
    expect(limits.map((limit) => limit.textContent)).toEqual(['R$ 50.00', 'R$ 50,000.00']);
    expect(within(summary).getByText(/move it to your main wallet first/)).toBeInTheDocument();

    const accounts = within(section(dialog, 'Receiving account')).getByRole('group', {
      name: 'Choose the bank account that receives the money',
    });
    const nubank = within(accounts).getByRole('radio', {
      name: 'Nubank account ending in 5678 Lucas Pereira',
    });
    expect(nubank).toBeChecked();
    expect(within(accounts).getByText('****5678')).toBeInTheDocument();

    const history = section(dialog, 'Your withdrawals');
    const items = await within(history).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Paid');
    expect(items[0]).toHaveTextContent('R$ 500.00');
    expect(items[0]).toHaveTextContent('Nubank ****5678');
    expect(items[0]).toHaveTextContent('Awaiting your confirmation');
    expect(items[1]).toHaveTextContent('Received');
    expect(within(history).queryByRole('navigation')).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

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

  it('adds a bank account: a mismatched holder is refused with every field kept, then the new one is chosen', async () => {
    await logInAs();
    const adds = countCalls('MCS2_addBankAccount');
    const { user, dialog } = await openWithdraw();
    const accounts = section(dialog, 'Receiving account');
    const toggle = within(accounts).getByRole('button', { name: 'Add bank account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const form = within(accounts).getByRole('form', { name: 'Add bank account' });
    const bank = within(form).getByRole('combobox', { name: 'Bank' });
    const number = within(form).getByRole('textbox', { name: 'Account number' });
    const holder = within(form).getByRole('textbox', { name: 'Account holder name' });
    expect(holder).toHaveValue('Lucas Pereira');

    // The mock's field rules, said on the client before any request.
    await user.clear(holder);
    await user.type(number, '12');
    await user.type(holder, 'Maria 2');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByText('Choose the bank of the account.')).toBeInTheDocument();
    expect(within(form).getByText('The account number has 5 to 20 digits.')).toBeInTheDocument();
    expect(
      within(form).getByText('Use letters only (2 to 60), as the bank has the name.'),
    ).toBeInTheDocument();
    expect(adds.count).toBe(0);

    await user.selectOptions(bank, 'Itaú Unibanco');
    await user.clear(number);
    await user.type(number, '9876-54321');
    await user.clear(holder);
    await user.type(holder, 'Maria Souza');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(
      await within(form).findByText('The holder name must be the same as on your other bank accounts.'),
    ).toBeInTheDocument();
    expect(adds.count).toBe(1);
    expect(bank).toHaveValue('341');
    expect(number).toHaveValue('9876-54321');
    expect(holder).toHaveValue('Maria Souza');
    expect(holder).toHaveAttribute('aria-invalid', 'true');

    await user.clear(holder);
    await user.type(holder, 'lucas  pereira');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));
    const added = await within(accounts).findByRole('radio', {
      name: /Itaú Unibanco account ending in 4321/,
    });
    expect(added).toBeChecked();
    expect(added).toHaveFocus();
    expect(within(accounts).getByRole('radio', { name: /Nubank/ })).not.toBeChecked();
    expect(within(accounts).getByRole('status')).toHaveTextContent(
      'Bank account added: Itaú Unibanco ****4321',
    );
    expect(within(accounts).queryByRole('form')).not.toBeInTheDocument();
    expect(
      within(section(dialog, 'Request a withdrawal')).getByText('To Itaú Unibanco ****4321'),
    ).toBeInTheDocument();
  });

  it('checks the amount on the client, keeps every field after a wrong password, and holds the money once it is right', async () => {
    await logInAs();
    const withdraws = countCalls('passwordCheck/PAYFE_withdraw');
    const { user, dialog } = await openWithdraw();
    const header = await findHeader();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,345.67'),
    );
    const form = section(dialog, 'Request a withdrawal');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const password = within(form).getByLabelText('Withdraw password');
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(within(form).getByText('From R$ 50.00 up to R$ 10,345.67')).toBeInTheDocument();

    await user.type(amount, '20');
    await user.click(submit);
    expect(await within(form).findByText('The least you can withdraw is R$ 50.00.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your withdraw password.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.555');
    await user.click(submit);
    expect(await within(form).findByText('Enter digits only, with at most 2 decimals.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10345.68');
    await user.click(submit);
    expect(
      await within(form).findByText('Your main wallet holds R$ 10,345.67: you cannot withdraw more.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Max amount' }));
    expect(amount).toHaveValue('10345.67');
    expect(withdraws.count).toBe(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(password, '000000');
    await user.click(submit);
    expect(await within(form).findByText('The withdraw password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(amount).toHaveValue('100');
    expect(password).toHaveValue('000000');
    expect(within(section(dialog, 'Receiving account')).getByRole('radio', { name: /Nubank/ })).toBeChecked();
    expect(withdraws.count).toBe(1);

    await user.clear(password);
    await user.type(password, '123456');
    await user.click(submit);
    await within(form).findByText('Withdrawal requested');
    const status = within(form).getByRole('status');
    expect(within(status).getByText('Pending')).toBeInTheDocument();
    expect(within(status).getByText(/^WD2026\d{6}$/)).toBeInTheDocument();
    expect(within(status).getByText('R$ 100.00')).toBeInTheDocument();
    expect(password).toHaveValue('');
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,245.67'),
    );
    expect(within(section(dialog, 'Withdrawable')).getByText('R$ 10,245.67')).toBeInTheDocument();

    // Six withdrawals now: the history pages, the new one first.
    const history = section(dialog, 'Your withdrawals');
    const pages = await within(history).findByRole('navigation', { name: 'Withdrawal pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Pending');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Not paid yet');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1));
    expect(withdraws.count).toBe(2);
  });

  it('sends one withdraw request for ten rapid clicks', async () => {
    await logInAs();
    const withdraws = countCalls('passwordCheck/PAYFE_withdraw');
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '60');
    await user.type(within(form).getByLabelText('Withdraw password'), '123456');
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    expect(await within(form).findByText('Withdrawal requested')).toBeInTheDocument();
    expect(withdraws.count).toBe(1);
  });

  it('shows an error with Retry when the withdrawal details fail, and an open form and empty history for a member without accounts', async () => {
    await logInAs('agent01', 'Agent#2026');
    server.use(
      http.get('*/wps/relay/PAYFE_getWithdrawInfo', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Withdrawal');
    expect(
      await within(dialog).findByText('Your withdrawal details could not be loaded.'),
    ).toBeInTheDocument();
    const history = section(dialog, 'Your withdrawals');
    expect(await within(history).findByText('No withdrawals yet')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawable' })).toBeInTheDocument();
    const accounts = section(dialog, 'Receiving account');
    expect(within(accounts).getByText(/You have no bank account yet/)).toBeInTheDocument();
    expect(within(accounts).getByRole('button', { name: 'Add bank account' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(accounts).getByRole('textbox', { name: 'Account holder name' })).toHaveValue('');
    expect(
      within(section(dialog, 'Request a withdrawal')).getByText('Add a bank account to receive the money.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('withdraw rules', () => {
  const limits = { minAmount: 50, maxAmount: 50_000, withdrawableAmount: 10_345.67 };

  it('checks an amount as the server does, a Brazilian decimal comma included', () => {
    expect(checkWithdrawAmount(' ', limits)).toEqual({ problem: 'required' });
    expect(checkWithdrawAmount('12.345', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('-50', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('1e3', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('49.99', limits)).toEqual({ problem: 'belowMin' });
    expect(checkWithdrawAmount('10345.68', limits)).toEqual({ problem: 'aboveBalance' });
    expect(checkWithdrawAmount('50000.01', { ...limits, withdrawableAmount: 90_000 })).toEqual({
      problem: 'aboveMax',
    });
    expect(checkWithdrawAmount('250,50', limits)).toEqual({ cents: 25_050 });
    expect(checkWithdrawAmount('10345.67', limits)).toEqual({ cents: 1_034_567 });
    expect(withdrawCeilingCents(limits)).toBe(1_034_567);
    expect(withdrawCeilingCents({ ...limits, withdrawableAmount: 90_000 })).toBe(5_000_000);
  });

  it('mirrors the mock’s bank account rules', () => {
    const banks = ['260', '341'];
    expect(checkBankAccount({ bankCode: '', accountNumber: '', holderName: '' }, banks)).toEqual({
      bankCode: 'required',
      accountNumber: 'required',
      holderName: 'required',
    });
    expect(checkBankAccount({ bankCode: '999', accountNumber: '1234', holderName: 'L' }, banks)).toEqual({
      bankCode: 'invalid',
      accountNumber: 'invalid',
      holderName: 'invalid',
    });
    expect(
      checkBankAccount({ bankCode: '341', accountNumber: '1'.repeat(21), holderName: 'Ana 2' }, banks),
    ).toEqual({
      accountNumber: 'invalid',
      holderName: 'invalid',
    });
    const typed = { bankCode: '341', accountNumber: ' 123 45-678 ', holderName: '  José   d’Ávila ' };
    expect(normaliseBankAccount(typed)).toEqual({
      bankCode: '341',
      accountNumber: '12345678',
      holderName: 'José d’Ávila',
    });
    expect(checkBankAccount({ ...typed, holderName: "Maria O'Neil-Souza" }, banks)).toEqual({});
  });
});
