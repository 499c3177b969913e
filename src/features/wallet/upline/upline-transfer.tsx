import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import type { UplineInfo } from './upline-info';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { languageEntry, type TranslationKey } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useExclusiveAction } from '@/lib/pending-action';
import { useRefreshMoney } from '@/core/money-keys';
import { submitUplineTransfer, type UplineTransfer as TransferDone } from './transfer-to-upline';
import { useMoneyFailure } from '@/core/money-failure';
import { useTranslate } from '@/core/use-translate';
import { UplineConfirm } from './upline-confirm';
import { uplineProblems, type FieldProblem, type UplineValues } from './upline-checks';
import { UplineResult } from './upline-result';
import { UplineSummary } from './upline-summary';
import styles from './upline.module.css';
import { CentreLink } from '@/components/centre-layout/centre-link';

/** Server codes with a message of our own (mocks/README.md, transfer to upline). */
const messageByCode: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'upline_password_wrong',
  'upline.amount.invalid': 'upline_amount_refused',
  'upline.balance.insufficient': 'upline_balance_insufficient',
  'upline.field.required': 'upline_field_required',
  'upline.not.found': 'upline_none_title',
};

/** Refusals about one field are said on it, and it takes the focus when the form comes back. */
const fieldByCode: Record<string, keyof UplineValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'upline.amount.invalid': 'amount',
  'upline.balance.insufficient': 'amount',
};

type Step = { kind: 'form' } | { kind: 'confirm'; cents: number } | { kind: 'done'; transfer: TransferDone };

/**
 * The transfer itself, in three steps: the form, a confirmation naming the upline and the amount (Back keeps
 * every field), and the result with its reference number. Confirm sends one request however fast the clicks
 * come; a refusal brings the form back with every field as typed and the reason on the field concerned.
 */
export function UplineTransfer({
  info,
  symbol,
  noWithdrawPassword,
}: {
  info: UplineInfo;
  symbol: string;
  noWithdrawPassword: boolean;
}) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const money = (amount: number) => formatMoney(amount, locale, symbol);
  const failureMessage = useMoneyFailure(messageByCode);
  const refreshMoney = useRefreshMoney();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  const focusNext = useRef<keyof UplineValues | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<UplineValues>({ defaultValues: { amount: '', withdrawPassword: '' } });

  // Fields come back with the form step: focus the one a refusal or Back points at once it is there.
  useEffect(() => {
    if (step.kind !== 'form' || !focusNext.current) return;
    setFocus(focusNext.current);
    focusNext.current = null;
  }, [step, setFocus]);

  const describe = (problem: FieldProblem) => {
    const values = Object.fromEntries(
      Object.entries(problem.cents ?? {}).map(([name, cents]) => [name, money(cents / 100)]),
    );
    return translate(problem.key, values);
  };

  const proceed = handleSubmit((values) => {
    setAlert(null);
    const { cents, problems } = uplineProblems(values, info);
    for (const [name, problem] of Object.entries(problems) as [keyof UplineValues, FieldProblem][]) {
      setError(name, { type: 'rule', message: describe(problem) });
    }
    const first = problems.amount ? 'amount' : problems.withdrawPassword ? 'withdrawPassword' : null;
    if (first) setFocus(first);
    else if (cents !== null) setStep({ kind: 'confirm', cents });
  });

  const confirm = useExclusiveAction(async () => {
    if (step.kind !== 'confirm') return;
    setAlert(null);
    try {
      const transfer = await submitUplineTransfer({
        amount: step.cents / 100,
        withdrawPassword: getValues('withdrawPassword'),
      });
      reset({ amount: '', withdrawPassword: '' });
      setStep({ kind: 'done', transfer });
      await refreshMoney().catch(() => undefined);
    } catch (error) {
      // A lost answer re-reads the money first and says so: the member checks before trying again.
      const text = await failureMessage(error);
      const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
      setStep({ kind: 'form' });
      if (field) {
        setError(field, { type: 'server', message: text });
        focusNext.current = field;
      } else setAlert(text);
      // The wallet held less than the page showed: show what it holds now.
      if (isApiError(error) && error.code === 'upline.balance.insufficient') {
        await refreshMoney().catch(() => undefined);
      }
    }
  });

  // Back (every field as typed) and "New transfer" (emptied on success) both return to the amount.
  const toForm = () => {
    setStep({ kind: 'form' });
    focusNext.current = 'amount';
  };

  return (
    <div className={styles.page}>
      <UplineSummary info={info} money={money} />
      {step.kind === 'confirm' ? (
        <UplineConfirm
          question={t('upline_confirm_question', {
            amount: money(step.cents / 100),
            name: info.uplineName || info.uplineAccount,
            account: info.uplineAccount,
          })}
          busy={confirm.busy}
          onConfirm={confirm.run}
          onBack={toForm}
        />
      ) : step.kind === 'done' ? (
        <UplineResult transfer={step.transfer} money={money} onAgain={toForm} />
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => void proceed(e)}
          noValidate
          aria-labelledby="upline-form"
        >
          <h4 id="upline-form" className={styles.formTitle}>
            {t('upline_form_title')}
          </h4>
          {noWithdrawPassword ? (
            <p className={styles.warning}>
              {t('upline_no_withdraw_password')}{' '}
              <CentreLink page="securityCenter">{t('upline_go_my_account')}</CentreLink>
            </p>
          ) : null}
          <div className={styles.fields}>
            <TextField
              label={t('upline_amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              hint={t('upline_amount_hint', {
                min: money(info.minAmount),
                max: money(Math.min(info.maxAmount, info.transferableAmount)),
              })}
              error={errors.amount?.message}
              {...register('amount')}
            />
            <TextField
              label={t('upline_password')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              required
              reveal={{ show: t('account_show_password'), hide: t('account_hide_password') }}
              error={errors.withdrawPassword?.message}
              {...register('withdrawPassword')}
            />
          </div>
          {alert ? (
            <p className={styles.failure} role="alert">
              {alert}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit">{t('upline_continue')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
