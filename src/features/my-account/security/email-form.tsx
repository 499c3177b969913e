import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field/text-field';
import type { TranslationKey } from '@/i18n';
import { useKeepMemberInfo } from '../keep-member-info';
import { submitEmailBinding } from './bind-email';
import { emailSchema, type EmailValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome } from '../form-outcome';
import { useAccountForm } from '../account-form';
import { useTranslate } from '@/core/use-translate';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'email.invalid': 'account_email_invalid',
  'member.password.incorrect': 'account_login_password_wrong',
  'member.email.duplicated': 'account_email_taken',
  'member.email.same': 'account_email_same',
  'security.field.required': 'account_fill_every_field',
};

const fieldByCode: Record<string, keyof EmailValues> = {
  'email.invalid': 'email',
  'member.email.duplicated': 'email',
  'member.email.same': 'email',
  'member.password.incorrect': 'loginPassword',
};

/** Binds an e-mail address, proved by the login password (plain JSON, as the member centre sends it; nothing keeps the password). */
export function EmailForm({
  title,
  onDone,
  onCancel,
}: {
  /** The form's name: the action that opened it ("Bind e-mail", "Change e-mail"). */
  title: string;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const schema = useMemo(() => emailSchema(translate), [translate]);
  const keepMemberInfo = useKeepMemberInfo();
  const binding = useAccountForm<EmailValues>({
    schema,
    defaultValues: { email: '', loginPassword: '' },
    messages: messageByCode,
    fieldByCode,
    focusOnStart: 'email',
    save: async (values) => {
      const member = await submitEmailBinding({
        email: values.email.trim(),
        loginPassword: values.loginPassword,
      });
      keepMemberInfo(() => member);
      onDone(t('account_email_done'));
    },
  });
  const { register, formState } = binding.form;
  const { errors } = formState;

  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={binding.submit} noValidate>
      <TextField
        label={t('account_email_address')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('account_login_password')}
        autoComplete="current-password"
        required
        reveal={{ show: t('account_show_password'), hide: t('account_hide_password') }}
        error={errors.loginPassword?.message}
        {...register('loginPassword')}
      />
      <FormOutcome outcome={binding.outcome} />
      <FormActions submit={t('account_email_save')} busy={binding.busy} onCancel={onCancel} />
    </form>
  );
}
