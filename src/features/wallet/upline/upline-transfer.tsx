import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineInfo } from './upline-info';
import { Button } from '@/components/button/button';
import { CentreLink } from '@/components/centre-layout/centre-link';
import { AmountField, FormAlert, WithdrawPasswordField } from '@/components/money-form/money-fields';
import { MoneyConfirm } from '@/components/money-form/money-confirm';
import type { TranslationKey } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import { useRefreshMoney } from '@/core/money-keys';
import { useMoneyFailure } from '@/core/money-failure';
import { useMoneyForm } from '@/core/money-form/use-money-form';
import { useTranslate } from '@/core/use-translate';
import { centsOf } from '@/core/money-input';
import { submitUplineTransfer } from './transfer-to-upline';
import { uplineSchema, type UplineValues } from './upline-schema';
import { UplineResult } from './upline-result';
import { UplineSummary } from './upline-summary';
import styles from './upline.module.css';

/** Server codes with a message of our own (mocks/README.md, transfer to upline). */
const messageByCode: Record<string, TranslationKey> = {
  'member.withdrawPassword.incorrect': 'upline_password_wrong',
  'upline.amount.invalid': 'upline_amount_refused',
  'upline.balance.insufficient': 'upline_balance_insufficient',
  'upline.field.required': 'upline_field_required',
  'upline.not.found': 'upline_none_title',
};

/** Refusals about one field are said on it, and it takes the focus when the form comes back. */
const refusals: Record<string, keyof UplineValues> = {
  'member.withdrawPassword.incorrect': 'withdrawPassword',
  'upline.amount.invalid': 'amount',
  'upline.balance.insufficient': 'amount',
};

/** The wallet held less than the page showed: what it holds now is read again. */
const staleCodes = new Set(['upline.balance.insufficient']);

const empty: UplineValues = { amount: '', withdrawPassword: '' };

/**
 * The transfer itself, in three steps: the form, a confirmation naming the upline and the amount (Back keeps
 * every field), and the result with its reference number. Confirm sends one request however fast the clicks
 * come; a refusal brings the form back with every field as typed and the reason on the field concerned.
 */
export function UplineTransfer({
  info,
  noWithdrawPassword,
}: {
  info: UplineInfo;
  noWithdrawPassword: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { money } = useMoneyFormat();
  const refreshMoney = useRefreshMoney();
  const schema = useMemo(() => uplineSchema(translate, info, money), [translate, info, money]);
  const transfer = useMoneyForm({
    schema,
    defaultValues: empty,
    firstField: 'amount',
    confirmFirst: true,
    send: (values) =>
      submitUplineTransfer({
        amount: (centsOf(values.amount) ?? 0) / 100,
        withdrawPassword: values.withdrawPassword,
      }),
    afterSend: refreshMoney,
    failure: useMoneyFailure(messageByCode, staleCodes),
    refusals,
    resetOnDone: true,
  });
  const { register, formState } = transfer.form;
  const { errors } = formState;
  const { step } = transfer;
  const upline = { name: info.uplineName || info.uplineAccount, account: info.uplineAccount };

  return (
    <div className={styles.page}>
      <UplineSummary info={info} money={money} />
      {step.kind === 'confirm' ? (
        <MoneyConfirm
          title={t('upline_confirm_title')}
          question={t('upline_confirm_question', {
            amount: money((centsOf(step.values.amount) ?? 0) / 100),
            ...upline,
          })}
          note={t('upline_confirm_note')}
          backLabel={t('upline_back')}
          confirmLabel={t('upline_confirm')}
          busy={transfer.busy}
          onBack={transfer.toForm}
          onConfirm={transfer.confirm}
          className={styles.confirm}
          titleClassName={styles.formTitle}
          questionClassName={styles.question}
          noteClassName={styles.note}
        />
      ) : step.kind === 'done' ? (
        <UplineResult transfer={step.answer} money={money} onAgain={transfer.toForm} />
      ) : (
        <form className={styles.form} onSubmit={transfer.submit} noValidate aria-labelledby="upline-form">
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
            <AmountField
              label={t('upline_amount')}
              hint={t('upline_amount_hint', {
                min: money(info.minAmount),
                max: money(Math.min(info.maxAmount, info.transferableAmount)),
              })}
              error={errors.amount?.message}
              {...register('amount')}
            />
            <WithdrawPasswordField
              label={t('upline_password')}
              reveal={{ show: t('account_show_password'), hide: t('account_hide_password') }}
              error={errors.withdrawPassword?.message}
              {...register('withdrawPassword')}
            />
          </div>
          <FormAlert text={transfer.alert} className={styles.failure} />
          <div className={styles.actions}>
            <Button type="submit">{t('upline_continue')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
