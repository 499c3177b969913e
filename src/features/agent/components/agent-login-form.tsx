import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { completeLogin, isLoginRefusedError, useSiteFlags } from '@/core';
import type { TranslationKey } from '@/i18n';
import { agentLogin, fetchCaptcha } from '../api/agent-login';
import styles from './agent-page.module.css';

/** Spec 1 section 4: a captcha may be refreshed at most once a second. */
const CAPTCHA_REFRESH_MS = 1000;

/**
 * The agent-page login (spec 1 section 6): username and password; only agents pass. A refusal or a
 * failure stops the loading state, shows the translated reason and keeps what was typed.
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const ids = { user: useId(), pass: useId(), captcha: useId(), error: useId() };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastCaptchaAt = useRef(0);

  const loadCaptcha = async () => {
    const now = Date.now();
    if (now - lastCaptchaAt.current < CAPTCHA_REFRESH_MS) return;
    lastCaptchaAt.current = now;
    try {
      setCaptchaImage(await fetchCaptcha());
    } catch {
      // The field stays; the refresh button fetches again.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password || (captchaImage !== null && !captcha.trim())) {
      setError(t('agent_login_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await agentLogin({ username, password, captcha });
      // On success the page turns into the agent home by itself: it follows the stored identity.
      await completeLogin(
        { result, method: 'username', username: username.trim(), typedPassword: password, agentPage: true },
        { queryClient, flags },
      );
    } catch (cause) {
      if (isLoginRefusedError(cause)) {
        setError(t(cause.messageKey));
      } else {
        setError(
          isApiError(cause) && cause.serverMessage
            ? cause.serverMessage
            : t(errorMessageKey(cause) as TranslationKey),
        );
        if (isApiError(cause) && cause.wantsCaptcha) {
          setCaptcha('');
          lastCaptchaAt.current = 0;
          void loadCaptcha();
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const invalid = error ? true : undefined;
  const describedBy = error ? ids.error : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="agent-login-title"
    >
      <div className={styles.field}>
        <label htmlFor={ids.user}>{t('agent_login_username')}</label>
        <input
          id={ids.user}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.pass}>{t('agent_login_password')}</label>
        <input
          id={ids.pass}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          required
        />
      </div>
      {captchaImage !== null ? (
        <div className={styles.field}>
          <label htmlFor={ids.captcha}>{t('agent_login_captcha')}</label>
          <div className={styles.captchaRow}>
            <input
              id={ids.captcha}
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              value={captcha}
              onChange={(e) => setCaptcha(e.target.value)}
              required
            />
            <img src={captchaImage} alt={t('agent_login_captcha_image')} className={styles.captchaImage} />
            <Button
              variant="secondary"
              className={styles.captchaRefresh}
              onClick={() => void loadCaptcha()}
              aria-label={t('agent_login_captcha_refresh')}
              icon={<Icon name="refresh" size={18} />}
            />
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={busy}>
        {t('agent_login_submit')}
      </Button>
    </form>
  );
}
