import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { useSiteFlags } from '@/core';
import { loginWantsCaptcha } from '@/core/api/login';
import { completeLogin, isLoginRefusedError } from '@/core/complete-login';
import type { TranslationKey } from '@/i18n';
import { agentLogin, agentLoginSchema, type AgentLoginInput } from '../api/agent-login';
import { AgentCaptchaField } from './agent-captcha-field';
import styles from './agent-page.module.css';

const emptyForm: AgentLoginInput = { username: '', password: '', captcha: '' };

/** The first field's message (a translation key), in the order the fields are shown. */
function firstMessage(errors: FieldErrors<AgentLoginInput>): TranslationKey | undefined {
  const message = errors.username?.message ?? errors.password?.message ?? errors.captcha?.message;
  return message as TranslationKey | undefined;
}

/**
 * The agent-page login (product rules: roles and permissions): username and password, and the captcha once the server asks for
 * it; only agents pass. A missing field or a refusal shows the translated reason in one alert, the fields
 * concerned point to it, and what was typed stays (a used-up captcha answer excepted).
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const ids = { user: useId(), pass: useId(), alert: useId() };
  const [captcha, setCaptcha] = useState({ shown: false, generation: 0 });
  // The server's answer to the last attempt, already in words; validation messages take precedence.
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => agentLoginSchema(captcha.shown), [captcha.shown]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AgentLoginInput>({ resolver: zodResolver(schema), defaultValues: emptyForm });

  const onValid = async (values: AgentLoginInput) => {
    setRefusal(null);
    try {
      const result = await agentLogin(values);
      // On success the page turns into the agent home by itself: it follows the stored identity.
      await completeLogin(
        {
          result,
          method: 'username',
          username: values.username,
          typedPassword: values.password,
          agentPage: true,
        },
        { queryClient, flags },
      );
    } catch (cause) {
      // A captcha answer is good for one attempt: once the server wants one, every failure brings a new one.
      if (captcha.shown || loginWantsCaptcha(cause)) {
        setCaptcha((c) => ({ shown: true, generation: c.generation + 1 }));
        setValue('captcha', '');
      }
      if (isLoginRefusedError(cause)) setRefusal(t(cause.messageKey));
      else if (isApiError(cause) && cause.serverMessage) setRefusal(cause.serverMessage);
      else setRefusal(t(errorMessageKey(cause) as TranslationKey));
    }
  };

  const invalidKey = firstMessage(errors);
  const alert = invalidKey ? t(invalidKey) : refusal;
  /** ARIA for a field: invalid when its value is, or when the server refused the credentials. */
  const state = (invalid: boolean) =>
    invalid ? { 'aria-invalid': true as const, 'aria-describedby': ids.alert } : {};
  const refused = refusal !== null && !invalidKey;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onValid, () => setRefusal(null))(e)}
      noValidate
      aria-labelledby="agent-login-title"
    >
      <div className={styles.field}>
        <label htmlFor={ids.user}>{t('agent_login_username')}</label>
        <input
          id={ids.user}
          autoComplete="username"
          required
          {...state(refused || errors.username !== undefined)}
          {...register('username')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.pass}>{t('agent_login_password')}</label>
        <input
          id={ids.pass}
          type="password"
          autoComplete="current-password"
          required
          {...state(refused || errors.password !== undefined)}
          {...register('password')}
        />
      </div>
      {captcha.shown ? (
        <AgentCaptchaField
          generation={captcha.generation}
          {...state(errors.captcha !== undefined)}
          {...register('captcha')}
        />
      ) : null}
      {alert ? (
        <p id={ids.alert} className={styles.error} role="alert">
          {alert}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {t('agent_login_submit')}
      </Button>
    </form>
  );
}
