import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError, errorMessageKey } from '@/api';
import { Modal } from '@/components/modal/modal';
import { Button } from '@/components/button/button';
import { openPopup, type PopupPropsByName } from '@/lib/popup-store';
import type { TranslationKey } from '@/i18n';
import { login } from '../api/login';
import { memberInfoQuery } from '../api/member-info';
import { useSessionStore } from '../session-store';
import styles from './login-popup.module.css';

type LoginPopupProps = PopupPropsByName['login'] & { onClose: () => void };

/**
 * Minimal username login so the logged-in shell can be reached; the full popup (SMS mode, captcha,
 * remember-me, first-login and expired-password handling) replaces it in a later issue.
 */
export function LoginPopup({ onClose, redirectTo }: LoginPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { user: useId(), pass: useId(), error: useId() };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login_required_fields'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await login({ username, password });
      useSessionStore.getState().setToken(result.token);
      const member = await queryClient.fetchQuery(memberInfoQuery(result.token));
      useSessionStore.getState().setMember(member);
      onClose();
      if (redirectTo) navigate(redirectTo, { replace: true });
    } catch (cause) {
      setError(
        isApiError(cause) && cause.serverMessage
          ? cause.serverMessage
          : t(errorMessageKey(cause) as TranslationKey),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('login_title')} onClose={onClose} size="sm">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.user}>{t('login_username')}</label>
          <input
            id={ids.user}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.pass}>{t('login_password')}</label>
          <input
            id={ids.pass}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        {error ? (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy}>
          {t('login_submit')}
        </Button>
        <p className={styles.switch}>
          {t('login_no_account')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              onClose();
              openPopup('register');
            }}
          >
            {t('header_sign_up')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
