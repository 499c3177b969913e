import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import type { TranslationKey } from '@/i18n';
import type { BankAccount } from '../bank-accounts/bank-accounts';
import { useRefreshMoney } from '@/core/money-keys';
import { useMoneyFailure } from '@/core/money-failure';
import type { AmountProblem } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { centsOf } from '@/core/money-input';
import { useMoneyFormat } from '@/core/money-format';
import { requestWithdrawal } from './withdraw';
import type { WithdrawInfo } from './withdraw-info';
import { canWithdraw, checkWithdrawAmount, typedAmount, withdrawCeilingCents } from './withdraw-amount';
import { WithdrawResult } from './withdraw-result';
import styles from '../withdraw.module.css';

interface WithdrawValues {
  amount: string;
  password: string;
}

/** Refusals that belong to one field: the member fixes that field and sends again, nothing else retyped. */
const fieldByCode: Readonly<Record<string, [keyof WithdrawValues, TranslationKey]>> = {
  'member.withdrawPassword.incorrect': ['password', 'withdraw_password_wrong'],
  'withdraw.field.required': ['password', 'withdraw_password_required'],
  'withdraw.amount.invalid': ['amount', 'withdraw_amount_refused'],
  'withdraw.balance.insufficient': ['amount', 'withdraw_balance_insufficient'],
};

const messageByCode: Readonly<Record<string, TranslationKey>> = {
  'withdraw.bankAccount.invalid': 'withdraw_account_invalid',
};

/** What the wallet holds, or the accounts, changed under the member: they are read again. */
const staleCodes = new Set(['withdraw.balance.insufficient', 'withdraw.bankAccount.invalid']);

const amountKeys: Record<AmountProblem, TranslationKey> = {
  required: 'withdraw_amount_required',
  format: 'withdraw_amount_format',
  belowMin: 'withdraw_amount_below_min',
  aboveMax: 'withdraw_amount_above_max',
  aboveBalance: 'withdraw_amount_above_balance',
};

const empty: WithdrawValues = { amount: '', password: '' };

interface WithdrawFormProps {
  info: WithdrawInfo;
  account: BankAccount | undefined;
}

/**
 * The withdrawal request: amount and withdraw password, to the chosen account. One request however fast
 * the clicks; a refusal keeps every field as typed; a success holds the money at once, so everything
 * about the member's money (the header balance too) is read again.
 */
export function WithdrawForm({ info, account }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const headingId = useId();
  const refreshMoney = useRefreshMoney();
  const ceiling = withdrawCeilingCents(info);
  const limitText = useMemo(
    () => ({
      min: money(info.minAmount),
      max: money(info.maxAmount),
      balance: money(info.withdrawableAmount),
    }),
    [info, money],
  );
  const schema = useMemo(
    () =>
      fieldRules<WithdrawValues>({
        amount: (typed) => {
          const { problem } = checkWithdrawAmount(typed, info);
          return problem ? t(amountKeys[problem], limitText) : null;
        },
        password: (typed) => (typed === '' ? t('withdraw_password_required') : null),
      }),
    [t, info, limitText],
  );
  const refusals = Object.fromEntries(
    Object.entries(fieldByCode).map(([code, [field, key]]) => [code, { field, message: t(key, limitText) }]),
  );
  const withdrawal = useMoneyForm({
    schema,
    defaultValues: empty,
    firstField: 'amount',
    confirmFirst: false,
    blocked: () => (account ? null : t('withdraw_account_missing')),
    send: (values) =>
      requestWithdrawal({
        amount: (centsOf(values.amount) ?? 0) / 100,
        bankAccountId: account?.bankAccountId ?? '',
        withdrawPassword: values.password,
      }),
    afterSend: refreshMoney,
    failure: useMoneyFailure(messageByCode, staleCodes),
    refusals,
    resetOnDone: true,
  });
  const { register, setValue, formState } = withdrawal.form;
  const { errors } = formState;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_form_title')}
      </h4>
      <form className={styles.withdrawForm} onSubmit={withdrawal.submit} noValidate>
        <AmountField
          label={t('withdraw_amount')}
          hint={
            canWithdraw(info)
              ? t('withdraw_amount_hint', { min: limitText.min, max: money(ceiling / 100) })
              : t('withdraw_below_minimum', { min: limitText.min })
          }
          error={errors.amount?.message}
          after={
            <Button
              variant="secondary"
              className={styles.maxButton}
              disabled={!canWithdraw(info)}
              onClick={() => setValue('amount', typedAmount(ceiling), { shouldValidate: false })}
            >
              {t('withdraw_max_button')}{' '}
              <span className="visually-hidden">{t('withdraw_max_button_more')}</span>
            </Button>
          }
          {...register('amount')}
        />
        <WithdrawPasswordField
          label={t('withdraw_password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <p className={styles.destination}>
          {account
            ? t('withdraw_destination', { bank: account.bankName, number: account.accountNumber })
            : t('withdraw_destination_none')}
        </p>
        <Button type="submit" busy={withdrawal.busy} block>
          {t('withdraw_submit')}
        </Button>
        <FormAlert text={withdrawal.alert} className={styles.failure} />
      </form>
      <div role="status" className={styles.resultSlot}>
        {withdrawal.step.kind === 'done' ? <WithdrawResult withdrawal={withdrawal.step.answer} /> : null}
      </div>
    </section>
  );
}
