import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import type { BankAccount } from '../bank-accounts/bank-accounts';
import { useRefreshMoney } from '@/core/money-keys';
import { requestWithdrawal, type Withdrawal } from './withdraw';
import type { WithdrawInfo } from './withdraw-info';
import { useMoneyFailure } from '@/core/money-failure';
import {
  canWithdraw,
  checkWithdrawAmount,
  typedAmount,
  withdrawCeilingCents,
  type AmountProblem,
} from './withdraw-amount';
import { useMoneyFormat } from '@/core/money-format';
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

const amountKeys: Record<AmountProblem, TranslationKey> = {
  required: 'withdraw_amount_required',
  format: 'withdraw_amount_format',
  belowMin: 'withdraw_amount_below_min',
  aboveMax: 'withdraw_amount_above_max',
  aboveBalance: 'withdraw_amount_above_balance',
};

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
  const failureMessage = useMoneyFailure(messageByCode);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Withdrawal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<WithdrawValues>({ defaultValues: { amount: '', password: '' } });
  const ceiling = withdrawCeilingCents(info);
  const limitText = {
    min: money(info.minAmount),
    max: money(info.maxAmount),
    balance: money(info.withdrawableAmount),
  };

  const submit = useExclusiveAction(
    handleSubmit(async (values) => {
      setFailure(null);
      setResult(null);
      const checked = checkWithdrawAmount(values.amount, info);
      if (checked.problem) setError('amount', { message: t(amountKeys[checked.problem], limitText) });
      if (values.password === '') setError('password', { message: t('withdraw_password_required') });
      if (checked.problem || values.password === '') return;
      if (!account) {
        setFailure(t('withdraw_account_missing'));
        return;
      }
      try {
        const withdrawal = await requestWithdrawal({
          amount: checked.cents / 100,
          bankAccountId: account.bankAccountId,
          withdrawPassword: values.password,
        });
        reset({ amount: '', password: '' });
        setResult(withdrawal);
        await refreshMoney();
      } catch (error) {
        const code = isApiError(error) ? error.code : undefined;
        const onField = code ? fieldByCode[code] : undefined;
        if (onField) {
          setError(onField[0], { message: t(onField[1], limitText) }, { shouldFocus: true });
          // What the wallet holds has changed under the member: show the amount that stands now.
          if (code === 'withdraw.balance.insufficient') await refreshMoney();
          return;
        }
        setFailure(await failureMessage(error));
        // The account was removed elsewhere: the list on screen is read again.
        if (code === 'withdraw.bankAccount.invalid') await refreshMoney();
      }
    }),
  );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardTitle}>
        {t('withdraw_form_title')}
      </h4>
      <form className={styles.withdrawForm} onSubmit={submit.run} noValidate>
        <TextField
          label={t('withdraw_amount')}
          inputMode="decimal"
          autoComplete="off"
          required
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
        <TextField
          label={t('withdraw_password')}
          type="password"
          autoComplete="off"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className={styles.destination}>
          {account
            ? t('withdraw_destination', { bank: account.bankName, number: account.accountNumber })
            : t('withdraw_destination_none')}
        </p>
        <Button type="submit" busy={submit.busy} block>
          {t('withdraw_submit')}
        </Button>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
      </form>
      <div role="status" className={styles.resultSlot}>
        {result ? <WithdrawResult withdrawal={result} /> : null}
      </div>
    </section>
  );
}
