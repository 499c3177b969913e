import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { TextField } from '@/components/field/text-field';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { useKeepMemberInfo } from '../keep-member-info';
import { submitWithdrawPassword } from './save-withdraw-password';
import { withdrawPasswordSchema, type WithdrawPasswordValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome, type Outcome } from '../form-outcome';
import { useTranslate } from '@/core/use-translate';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'member.password.incorrect': 'account_login_password_wrong',
  'member.withdrawPassword.incorrect': 'account_withdraw_old_wrong',
  'member.withdrawPassword.invalid': 'account_withdraw_six_digits',
  'member.withdrawPassword.confirm.mismatch': 'account_confirm_mismatch',
  'member.withdrawPassword.same': 'account_withdraw_same',
  'security.field.required': 'account_fill_every_field',
};

/** Refusals about one field mark that field too, so it is the one the member looks at. */
const fieldByCode: Record<string, keyof WithdrawPasswordValues> = {
  'member.password.incorrect': 'proof',
  'member.withdrawPassword.incorrect': 'proof',
  'member.withdrawPassword.invalid': 'next',
  'member.withdrawPassword.same': 'next',
  'member.withdrawPassword.confirm.mismatch': 'confirm',
};

/**
 * Sets the first withdraw password (the login password proves the member) or changes it (the current one
 * does): 6 digits, typed twice. The passwords live only in this form, which is emptied once they are saved.
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<WithdrawPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { proof: '', next: '', confirm: '' },
  });
  const keepMemberInfo = useKeepMemberInfo();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => setFocus('proof'), [setFocus]);

  const save = useExclusiveAction(
    handleSubmit(
      async (values) => {
        setOutcome(null);
        try {
          await submitWithdrawPassword({
            ...(setting ? { loginPassword: values.proof } : { oldWithdrawPassword: values.proof }),
            newWithdrawPassword: values.next,
            confirmNewWithdrawPassword: values.confirm,
          });
          keepMemberInfo((member) => ({ ...member, hasWithdrawPassword: true }));
          onDone(t(setting ? 'account_withdraw_set_done' : 'account_withdraw_change_done'));
        } catch (error) {
          const text = failureText(t, error, messageByCode);
          const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
          // A refusal about one field is said on that field, which takes the focus; others are an alert.
          if (field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
          else setOutcome({ ok: false, text });
        }
      },
      () => setOutcome(null),
    ),
  );

  const title = t(setting ? 'account_withdraw_set_title' : 'account_withdraw_change_title');
  const reveal = { show: t('account_show_password'), hide: t('account_hide_password') };
  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={save.run} noValidate>
      <TextField
        className={styles.lead}
        label={t(setting ? 'account_login_password' : 'account_withdraw_old')}
        autoComplete={setting ? 'current-password' : 'off'}
        inputMode={setting ? undefined : 'numeric'}
        required
        reveal={reveal}
        error={errors.proof?.message}
        {...register('proof')}
      />
      <TextField
        label={t('account_withdraw_new')}
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
        required
        reveal={reveal}
        hint={t('account_withdraw_six_digits')}
        error={errors.next?.message}
        {...register('next')}
      />
      <TextField
        label={t('account_withdraw_confirm')}
        autoComplete="new-password"
        inputMode="numeric"
        maxLength={6}
        required
        reveal={reveal}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <FormOutcome outcome={outcome} />
      <FormActions submit={t('account_withdraw_save')} busy={save.busy} onCancel={onCancel} />
    </form>
  );
}
