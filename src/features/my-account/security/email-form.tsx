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
import { submitEmailBinding } from './bind-email';
import { emailSchema, type EmailValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome, type Outcome } from '../form-outcome';
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

/** Binds an e-mail address, proved by the login password (the call is encrypted; nothing keeps the password). */
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
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', loginPassword: '' },
  });
  const keepMemberInfo = useKeepMemberInfo();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => setFocus('email'), [setFocus]);

  const save = useExclusiveAction(
    handleSubmit(
      async (values) => {
        setOutcome(null);
        try {
          const member = await submitEmailBinding({
            email: values.email.trim(),
            loginPassword: values.loginPassword,
          });
          keepMemberInfo(() => member);
          onDone(t('account_email_done'));
        } catch (error) {
          const text = failureText(t, error, messageByCode);
          const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
          if (field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
          else setOutcome({ ok: false, text });
        }
      },
      () => setOutcome(null),
    ),
  );

  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={save.run} noValidate>
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
      <FormOutcome outcome={outcome} />
      <FormActions submit={t('account_email_save')} busy={save.busy} onCancel={onCancel} />
    </form>
  );
}
