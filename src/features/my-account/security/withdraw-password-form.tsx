import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field/text-field';
import { WithdrawPasswordField } from '@/components/money-form/money-fields';
import type { TranslationKey } from '@/i18n';
import { useKeepMemberInfo } from '../keep-member-info';
import { useQueryClient } from '@tanstack/react-query';
import { submitWithdrawPassword, withdrawPasswordKey } from './save-withdraw-password';
import { withdrawPasswordSchema, type WithdrawPasswordValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome } from '../form-outcome';
import { useAccountForm } from '../account-form';
import { useTranslate } from '@/core/use-translate';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'member.password.incorrect': 'account_login_password_wrong',
  'invalid.payment.pw': 'account_withdraw_old_wrong',
  'member.withdrawPassword.incorrect': 'account_withdraw_old_wrong',
  'member.withdrawPassword.invalid': 'account_withdraw_six_digits',
  'member.withdrawPassword.confirm.mismatch': 'account_confirm_mismatch',
  'member.withdrawPassword.same': 'account_withdraw_same',
  'security.field.required': 'account_fill_every_field',
};

/** Refusals about one field mark that field too, so it is the one the member looks at. */
const fieldByCode: Record<string, keyof WithdrawPasswordValues> = {
  'member.password.incorrect': 'proof',
  'invalid.payment.pw': 'proof',
  'member.withdrawPassword.incorrect': 'proof',
  'member.withdrawPassword.invalid': 'next',
  'member.withdrawPassword.same': 'next',
  'member.withdrawPassword.confirm.mismatch': 'confirm',
};

/**
 * Sets the first withdraw password (the login password proves the member) or changes it (the current one
 * does): 6 to 15 letters and digits, typed twice. The passwords live only in this form, which is emptied once they are saved.
 */
export function WithdrawPasswordForm({
  setting,
  onDone,
  onCancel,
}: {
  /** No withdraw password yet. */
  setting: boolean;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const schema = useMemo(() => withdrawPasswordSchema(translate, setting), [translate, setting]);
  const keepMemberInfo = useKeepMemberInfo();
  const queryClient = useQueryClient();
  const saving = useAccountForm<WithdrawPasswordValues>({
    schema,
    defaultValues: { proof: '', next: '', confirm: '' },
    messages: messageByCode,
    fieldByCode,
    focusOnStart: 'proof',
    save: async (values) => {
      await submitWithdrawPassword({
        ...(setting ? { loginPassword: values.proof } : { oldPaymentPassword: values.proof }),
        paymentPassword: values.next,
        validatePaymentPassword: values.confirm,
      });
      keepMemberInfo((member) => ({ ...member, hasWithdrawPassword: true }));
      queryClient.setQueriesData<boolean>({ queryKey: withdrawPasswordKey }, true);
      onDone(t(setting ? 'account_withdraw_set_done' : 'account_withdraw_change_done'));
    },
  });
  const { register, formState } = saving.form;
  const { errors } = formState;

  const title = t(setting ? 'account_withdraw_set_title' : 'account_withdraw_change_title');
  const reveal = { show: t('account_show_password'), hide: t('account_hide_password') };
  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={saving.submit} noValidate>
      <TextField
        className={styles.lead}
        label={t(setting ? 'account_login_password' : 'account_withdraw_old')}
        autoComplete={setting ? 'current-password' : 'off'}
        required
        reveal={reveal}
        error={errors.proof?.message}
        {...register('proof')}
      />
      {/* The new password is one a password manager may keep. */}
      <WithdrawPasswordField
        label={t('account_withdraw_new')}
        autoComplete="new-password"
        reveal={reveal}
        hint={t('account_withdraw_six_digits')}
        error={errors.next?.message}
        {...register('next')}
      />
      <WithdrawPasswordField
        label={t('account_withdraw_confirm')}
        autoComplete="new-password"
        reveal={reveal}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <FormOutcome outcome={saving.outcome} />
      <FormActions submit={t('account_withdraw_save')} busy={saving.busy} onCancel={onCancel} />
    </form>
  );
}
