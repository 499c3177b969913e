import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { selectIdentity, useSessionStore, useSiteFlags } from '@/core';
import { completeLogin, forgetJustUsedPassword, justUsedPassword } from '@/core/complete-login';
import { signOut } from '@/core/sign-out';
import { useExclusiveAction } from '@/lib/pending-action';
import type { PopupPropsByName } from '@/lib/popup-store';
import { useFieldRules } from '../../api/auth-queries';
import { sendPasswordChange } from '../../api/change-password';
import { login } from '../../api/login';
import { authErrorMessage } from '../../lib/auth-errors';
import { passwordRuleFrom } from '../../lib/field-rules';
import { changePasswordSchema } from '../../lib/form-schemas';
import { TextField } from '@/components/field/text-field';
import { FormAlert } from '../fields/form-alert';
import { NewPasswordField } from '../fields/new-password-field';
import styles from '../auth-form.module.css';

type ChangePasswordPopupProps = PopupPropsByName['changePassword'] & { onClose: () => void };

interface ChangeValues {
  current: string;
  next: string;
  repeat: string;
}

/**
 * Change password (product rules: passwords), opened after a login with the default insecure or an
 * expired password: the username read-only, the current password only when it was not just typed, the
 * new one twice. Success logs in again with the new password and goes home. A forced change is not
 * dismissed: until it succeeds the login is no session (decision 049), and its one other way out is
 * logging out, which ends the half-open session on the server too.
 */
export function ChangePasswordPopup({ onClose, username: given, reason }: ChangePasswordPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const identity = useSessionStore(selectIdentity);
  const username = given ?? identity?.account ?? '';
  const [justUsed] = useState(() => justUsedPassword(username));
  const forced = reason !== undefined;
  const { data: rules } = useFieldRules();
  const rule = useMemo(() => passwordRuleFrom(rules), [rules]);
  const schema = useMemo(
    () => changePasswordSchema(t, { askCurrent: justUsed === null, rule }),
    [t, justUsed, rule],
  );
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '', repeat: '' },
  });

  useEffect(() => () => forgetJustUsedPassword(), []);

  const logOut = useExclusiveAction(async () => {
    await signOut(queryClient);
    onClose();
  });

  const onValid = async (values: ChangeValues) => {
    setAlert(null);
    try {
      await sendPasswordChange({
        oldPassword: justUsed ?? values.current,
        newPassword: values.next,
        confirmNewPassword: values.repeat,
      });
      const result = await login({ username, password: values.next });
      const outcome = await completeLogin(
        { result, method: 'username', username, typedPassword: values.next },
        { queryClient, flags },
      );
      onClose();
      if (outcome.kind === 'done') navigate(paths.home, { replace: true });
    } catch (error) {
      setAlert(authErrorMessage(t, error));
    }
  };

  return (
    <Modal
      title={t('auth_change_title')}
      onClose={forced ? logOut.run : onClose}
      dismissible={!forced}
      size="sm"
    >
      <form
        className={styles.form}
        onSubmit={(e) => void handleSubmit(onValid, () => setAlert(t('auth_fix_fields')))(e)}
        noValidate
      >
        {reason ? (
          <p className={styles.warning}>
            {reason === 'expired' ? t('auth_change_reason_expired') : t('auth_change_reason_first')}
          </p>
        ) : null}
        <TextField label={t('auth_username')} value={username} readOnly autoComplete="username" />
        {justUsed === null ? (
          <TextField
            label={t('auth_current_password')}
            type="password"
            autoComplete="current-password"
            error={errors.current?.message}
            {...register('current')}
          />
        ) : null}
        <NewPasswordField rule={rule} error={errors.next?.message} {...register('next')} />
        <TextField
          label={t('auth_repeat_password')}
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...register('repeat')}
        />
        <FormAlert message={alert} />
        <Button type="submit" size="lg" block busy={isSubmitting}>
          {t('auth_change_submit')}
        </Button>
        {forced ? (
          <Button type="button" variant="secondary" block busy={logOut.busy} onClick={logOut.run}>
            {t('auth_change_log_out')}
          </Button>
        ) : null}
      </form>
    </Modal>
  );
}
