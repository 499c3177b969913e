import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { ApiError } from '@/api';
import { inWithdrawWindow, needsSmsCode, readWithdrawRefusal, withdrawableOf } from '@/features/withdraw';
import { withdrawSettings } from '@/features/withdraw/withdraw-settings';
import { logInAs } from '../games/games-helpers';
import { findHeader, setScenario } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';
import { countCalls, openWithdraw, section } from './withdraw-helpers';

/** Types the amount, waits for its fee, and goes to the last look. */
async function fillAndReview(
  user: Awaited<ReturnType<typeof openWithdraw>>['user'],
  form: HTMLElement,
  amount: string,
  password = '123456',
) {
  const field = within(form).getByRole('textbox', { name: 'Amount' });
  await user.clear(field);
  await user.type(field, amount);
  await within(form).findByText(/^Fee: /);
  const secret = within(form).queryByLabelText('Withdraw password');
  if (secret) {
    await user.clear(secret);
    if (password) await user.type(secret, password);
  }
  await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
}

afterEach(() => server.events.removeAllListeners());

describe('withdraw cashier', () => {
  it('shows what may go, the turnover owed and the cards, and withdraws with the fee shown before confirming', async () => {
    await logInAs();
    const withdraws = countCalls('/wps/v2/transaction/withdraw');
    const { user, dialog } = await openWithdraw();
    const summary = section(dialog, 'Withdrawable');
    expect(within(summary).getByText('R$ 10,345.67')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['R$ 50.00', 'R$ 50,000.00', '4']);
    expect(within(dialog).getByText(/The first withdrawal of the day is free/)).toBeInTheDocument();

    const turnover = section(dialog, 'Turnover before withdrawing');
    const rows = within(turnover).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Game typeRequiredAchieved',
      'SLOTR$ 4,000.00R$ 2,500.00',
      'LIVER$ 1,000.00R$ 1,000.00',
      'TotalR$ 5,000.00R$ 3,500.00',
    ]);

    const cards = section(dialog, 'Receiving account');
    expect(
      within(cards).getByRole('radio', { name: /Nubank account ending in 5678 Lucas Pereira/ }),
    ).toBeChecked();

    const form = section(dialog, 'Request a withdrawal');
    expect(within(form).getByText('The fee shows once you type the amount.')).toBeInTheDocument();
    await fillAndReview(user, form, '100');
    // player01 used today's free withdrawal: 1%, at least R$ 2.
    expect(await within(form).findByRole('heading', { name: 'Check your withdrawal' })).toBeInTheDocument();
    expect(within(form).getByText('Withdraw R$ 100.00 to Nubank ****5678?')).toBeInTheDocument();
    expect(within(form).getByText('Fee: R$ 2.00. You receive R$ 98.00.')).toBeInTheDocument();
    expect(withdraws.count).toBe(0);
    const confirm = within(form).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(confirm);

    const status = await within(form).findByRole('status');
    await within(status).findByText('Withdrawal requested');
    expect(within(status).getByText('R$ 2.00')).toBeInTheDocument();
    expect(withdraws.count).toBe(1);
    const header = await findHeader();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,243.67'),
    );
    const history = section(dialog, 'Your withdrawals');
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Pending'));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('R$ 100.00');
  });

  it('checks the amount first, clears a wrong password on its field, and names the turnover still owed', async () => {
    await logInAs();
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '20');
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(form).findByText('The least you can withdraw is R$ 50.00.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your withdraw password.')).toBeInTheDocument();

    await fillAndReview(user, form, '100', '000000');
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('The withdraw password is incorrect.')).toBeInTheDocument();
    const password = within(form).getByLabelText('Withdraw password');
    expect(password).toHaveValue('');
    expect(amount).toBeDefined();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');

    // R$ 2,000.00 of the main wallet waits for the turnover.
    await fillAndReview(user, form, '9000');
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    expect(
      await within(form).findByText('Not enough turnover yet: R$ 5,000.00 required, R$ 3,500.00 achieved.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('9000');
  });

  it.each([
    [
      'not.exists.payment.password',
      'You have no withdraw password yet: set one first.',
      'Set it in My account',
    ],
    [
      'required_deposit_amount_not_reached',
      'Deposit more first: R$ 500.00 required, R$ 250.00 deposited.',
      null,
    ],
    [
      'promotion_turnover_not_enough',
      'Your promotion still asks for R$ 1,200.00 of turnover before you withdraw.',
      null,
    ],
    [
      'required_member_information_incomplete',
      'Complete your details first, in My account:',
      'Your verified ID',
    ],
    [
      'bank_card_is_frozen',
      'This bank card or PIX key is frozen: choose another one or contact customer service.',
      null,
    ],
  ])('says the refusal %s in words', async (refusal, words, link) => {
    await setScenario({ withdrawRefusal: refusal });
    await logInAs();
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    await fillAndReview(user, form, '100');
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(words);
    if (link) expect(within(alert).getByRole('button', { name: link })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  });

  it('asks for an SMS code under the every-withdrawal rule and refuses a wrong one', async () => {
    await setScenario({ withdrawSms: 'EVERY_WITHDRAWAL' });
    await logInAs();
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '100');
    const code = within(form).getByRole('textbox', { name: /SMS code/ });
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByText(/Code sent to/);
    await user.type(code, '000000');
    await user.type(within(form).getByLabelText('Withdraw password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    expect(
      await within(form).findByText('The SMS code is wrong or has expired. Send a new one.'),
    ).toBeInTheDocument();

    const sent = (await (await fetch('/__mock/sms/latest?mobile=11987654321')).json()) as { code: string };
    const again = within(form).getByRole('textbox', { name: /SMS code/ });
    await user.clear(again);
    await user.type(again, sent.code);
    await user.click(within(form).getByRole('button', { name: 'Request withdrawal' }));
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Withdrawal requested')).toBeInTheDocument();
  });

  it('hides the form while the turnover status is N, saying why', async () => {
    await setScenario({ withdrawTurnover: 'N' });
    await logInAs();
    const { dialog } = await openWithdraw();
    const turnover = section(dialog, 'Turnover before withdrawing');
    expect(
      within(turnover).getByText(/You cannot withdraw until you have played the turnover below/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Request a withdrawal' })).not.toBeInTheDocument();
  });

  it('brings the game balances back first on a single-wallet site', async () => {
    await setScenario({ singleWallet: true });
    await logInAs();
    const returns = countCalls('GCS_walletReturn');
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    await fillAndReview(user, form, '100');
    await user.click(await within(form).findByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Withdrawal requested')).toBeInTheDocument();
    expect(returns.count).toBe(1);
    // The game wallet's R$ 2,000.00 came back: withdrawable is the main wallet less R$ 102.00.
    await waitFor(() =>
      expect(within(section(dialog, 'Withdrawable')).getByText('R$ 12,243.67')).toBeInTheDocument(),
    );
  });

  it('shows an error with Try again when the settings fail, then a member without cards is told to add one', async () => {
    await logInAs('agent01', 'Agent#2026');
    server.use(
      http.get('*/wps/relay/MCSFE_getWithdrawSettings', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Withdrawal');
    expect(
      await within(dialog).findByText('Your withdrawal details could not be loaded.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawable' })).toBeInTheDocument();
    expect(
      within(section(dialog, 'Receiving account')).getByText(
        'No bank card or PIX key yet. Add one to withdraw.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section(dialog, 'Request a withdrawal')).getByText('Add a bank account to receive the money.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('region', { name: 'Turnover before withdrawing' }),
    ).not.toBeInTheDocument();
  });
});

describe('withdraw rules', () => {
  it('reads the settings as the member centre sends them', () => {
    const read = withdrawSettings.response.parse({
      allowWithdraw: 'Y',
      allowWithdrawNow: 'N',
      mobileVerificationType: 'withdraw_amount',
      mobileVerificationWithdrawAmount: '500',
      allowDecimal: 'N',
      fixedAmountFlag: 'Y',
      fixedWithdrawAmounts: '100,200,x',
      minimumAmount: '100',
      maximumAmount: 50000,
    });
    expect(read).toMatchObject({
      allowWithdraw: true,
      allowWithdrawNow: false,
      mobileVerificationType: 'WITHDRAW_AMOUNT',
      mobileVerificationWithdrawAmount: 500,
      allowDecimal: false,
      fixedAmountFlag: true,
      fixedWithdrawAmounts: [100, 200],
      minimumAmount: 100,
      maximumAmount: 50_000,
      cautionNote: '',
    });
  });

  it('opens all day when both ends are the same, and across midnight', () => {
    expect(inWithdrawWindow({ withdrawDateFrom: '08:00', withdrawDateTo: '08:00' }, 3 * 60)).toBe(true);
    expect(inWithdrawWindow({ withdrawDateFrom: '08:00', withdrawDateTo: '20:00' }, 21 * 60)).toBe(false);
    expect(inWithdrawWindow({ withdrawDateFrom: '22:00', withdrawDateTo: '02:00' }, 60)).toBe(true);
    expect(inWithdrawWindow({ withdrawDateFrom: '22:00', withdrawDateTo: '02:00' }, 12 * 60)).toBe(false);
  });

  it('asks for the SMS code on every withdrawal or above the amount', () => {
    const rule = { mobileVerificationWithdrawAmount: 1000 };
    expect(needsSmsCode({ ...rule, mobileVerificationType: 'EVERY_WITHDRAWAL' }, 50)).toBe(true);
    expect(needsSmsCode({ ...rule, mobileVerificationType: 'WITHDRAW_AMOUNT' }, 1000)).toBe(false);
    expect(needsSmsCode({ ...rule, mobileVerificationType: 'WITHDRAW_AMOUNT' }, 1000.01)).toBe(true);
    expect(needsSmsCode({ ...rule, mobileVerificationType: 'REQUIRED' }, 5000)).toBe(false);
  });

  it('reads each refusal’s figures from value.data', () => {
    const refused = (code: string, data: unknown) =>
      new ApiError('server', 'withdraw', { code, message: 'no', value: { data } });
    expect(
      readWithdrawRefusal(
        refused('withdraw_turnover_not_enough', { requiredTurnover: '10', actualTurnover: 4 }),
      ),
    ).toEqual({ kind: 'turnover', required: 10, achieved: 4 });
    expect(readWithdrawRefusal(refused('promotion_turnover_not_enough', { all: {} }))).toEqual({
      kind: 'promotion',
      remaining: null,
    });
    expect(
      readWithdrawRefusal(refused('required_member_information_incomplete', ['required_email_add', 3])),
    ).toEqual({ kind: 'information', missing: ['required_email_add'] });
    expect(readWithdrawRefusal(refused('something.else', null))).toBeNull();
  });

  it('bounds what may go by the main wallet and what is left today', () => {
    const settings = withdrawSettings.response.parse({ minimumAmount: 50, maximumAmount: 50_000 });
    const balance = {
      sumBalance: 300,
      balance: [
        {
          accountTypeId: '2',
          accountName: 'MAIN',
          displayName: '',
          availBalance: 250,
          status: 1,
          kind: 'main' as const,
        },
      ],
      currency: 'BRL',
      currencySymbol: 'R$',
      currencyPosition: undefined,
    };
    const accounts = {
      bankCards: [],
      virtualWallets: [],
      minWithdrawal: 10,
      maxWithdrawal: 100,
      remainingWithdrawAmount: 80,
      maxTransactionTimes: 5,
      remainingTransactionTimes: 2,
      maxCardCount: 5,
      maxVirtualWalletCount: 0,
      limitFlag: false,
      normalDeleteBankCard: true,
      virtualDeleteBankCard: true,
    };
    expect(withdrawableOf(settings, accounts, balance)).toMatchObject({
      min: 50,
      max: 50_000,
      withdrawable: 80,
    });
    expect(withdrawableOf(settings, { ...accounts, limitFlag: true }, balance)).toMatchObject({
      min: 10,
      max: 100,
    });
    expect(
      withdrawableOf(settings, { ...accounts, remainingTransactionTimes: 0 }, balance).withdrawable,
    ).toBe(0);
  });
});
