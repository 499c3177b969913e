import { within } from '@testing-library/react';
import { server } from '@mocks/node';
import { checkBankAccount, normaliseBankAccount } from '@/features/withdraw';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** The Withdraw page, opened as a member does: the header's account menu, Withdrawal. */
async function openWithdraw() {
  const { user, dialog } = await openFromAccountMenu('Withdrawal');
  await within(dialog).findByRole('heading', { name: 'Withdrawable' });
  return { user, dialog };
}

const section = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('region', { name });

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

describe('withdraw rules', () => {
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
