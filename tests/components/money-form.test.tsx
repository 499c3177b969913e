import { useMemo } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ApiError } from '@/api';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { useActionFailure } from '@/core/action-failure';
import { checkAmount, checkWithdrawPassword } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { ensureCentreStrings, initI18n } from '@/i18n';

interface Values {
  amount: string;
  withdrawPassword: string;
}

const messages = { 'member.withdrawPassword.incorrect': 'upline_password_wrong' } as const;

/** A money form as a feature writes one: rules, a confirmation, the request and what its refusals mean. */
function Harness({
  send,
  reread,
}: {
  send: (values: Values) => Promise<unknown>;
  reread: () => Promise<void>;
}) {
  const schema = useMemo(
    () =>
      fieldRules<Values>({
        amount: (typed) => (checkAmount(typed, { min: 10, max: 100 }).problem ? 'From 10 to 100.' : null),
        withdrawPassword: (typed) => (checkWithdrawPassword(typed) ? 'Six digits.' : null),
      }),
    [],
  );
  const failure = useActionFailure({ messages, reread, lostKey: 'centre_answer_lost' });
  const money = useMoneyForm({
    schema,
    defaultValues: { amount: '', withdrawPassword: '' },
    firstField: 'amount',
    confirmFirst: true,
    send,
    failure,
    refusals: { 'member.withdrawPassword.incorrect': 'withdrawPassword' },
    resetOnDone: true,
  });
  const { register, formState } = money.form;
  if (money.step.kind === 'confirm') {
    return (
      <MoneyConfirm
        title="Confirm"
        question={`Send ${money.step.values.amount}?`}
        backLabel="Back"
        confirmLabel="Send now"
        busy={money.busy}
        onBack={money.toForm}
        onConfirm={money.confirm}
      />
    );
  }
  if (money.step.kind === 'done') return <p role="status">Sent</p>;
  return (
    <form onSubmit={money.submit} noValidate>
      <AmountField label="Amount" error={formState.errors.amount?.message} {...register('amount')} />
      <WithdrawPasswordField
        label="Withdraw password"
        error={formState.errors.withdrawPassword?.message}
        {...register('withdrawPassword')}
      />
      <FormAlert text={money.alert} />
      <button type="submit">Continue</button>
    </form>
  );
}

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>, amount: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(screen.getByLabelText('Withdraw password'), password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('button', { name: 'Send now' });
}

describe('the money form kit', () => {
  beforeEach(async () => {
    await initI18n('EN');
    await ensureCentreStrings();
  });

  it('says a broken rule on its field and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({}));
    render(<Harness send={send} reread={() => Promise.resolve()} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('From 10 to 100.'));
    expect(screen.getByLabelText('Withdraw password')).toHaveAccessibleDescription('Six digits.');
    expect(amount).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one request for ten clicks on Confirm and puts a refusal on its field, every field kept', async () => {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    render(<Harness send={send} reread={() => Promise.resolve()} />);
    const confirm = await fillAndConfirm(user, '50', '111111');
    expect(screen.getByRole('heading', { name: 'Confirm' })).toHaveFocus();
    for (let i = 0; i < 10; i += 1) fireEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ amount: '50', withdrawPassword: '111111' });

    refuse(new ApiError('server', 'transfer', { code: 'member.withdrawPassword.incorrect', message: 'no' }));
    const password = await screen.findByLabelText('Withdraw password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The withdraw password is incorrect.'));
    expect(password).toHaveValue('111111');
    expect(password).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the money again when the answer is lost, then asks the member to look before trying again', async () => {
    const user = userEvent.setup();
    const reread = vi.fn(() => Promise.resolve());
    const send = vi.fn(() => Promise.reject(new ApiError('timeout', 'transfer')));
    render(<Harness send={send} reread={reread} />);
    await user.click(await fillAndConfirm(user, '50', '123456'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/check them before you try again/);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  });

  it('goes Back with every field kept, and empties the form once the money is sent', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({}));
    render(<Harness send={send} reread={() => Promise.resolve()} />);
    await fillAndConfirm(user, '20,50', '123456');
    expect(screen.getByText('Send 20,50?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('20,50');
    expect(amount).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
