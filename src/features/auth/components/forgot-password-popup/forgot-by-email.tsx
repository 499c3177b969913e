import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { sendPasswordByEmail } from '../../api/forgot-password-by-email';
import { authErrorMessage } from '../../lib/auth-errors';
import { forgotByEmailSchema } from '../../lib/form-schemas';
import { TextField } from '@/components/field/text-field';
import { FormAlert } from '../fields/form-alert';
import styles from '../auth-form.module.css';

/** Forgot by e-mail: username and e-mail, form-urlencoded; the confirmation is shown, then the popup closes. */
export function ForgotByEmail({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  // The form is gone once the request is sent: focus moves to the confirmation's button.
  useEffect(() => {
    if (sent) okRef.current?.focus();
  }, [sent]);
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => forgotByEmailSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });

  const onValid = async (values: { username: string; email: string }) => {
    setAlert(null);
    try {
      await sendPasswordByEmail(values.username.trim(), values.email.trim());
      setSent(true);
    } catch (error) {
      setAlert(authErrorMessage(t, error, { USER_NOT_EXIST: 'auth_error_user_email_unknown' }));
    }
  };

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <p>{t('auth_forgot_email_sent')}</p>
        <Button ref={okRef} onClick={onClose}>
          {t('common_ok')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onValid, () => setAlert(t('auth_fix_fields')))(e)}
      noValidate
    >
      <p className={styles.lead}>{t('auth_forgot_email_lead')}</p>
      <TextField
        label={t('auth_username')}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {t('auth_forgot_email_submit')}
      </Button>
    </form>
  );
}
