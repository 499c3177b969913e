import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { hasCode, isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { useSiteFlags } from '@/core';
import { loginWantsCaptcha } from '@/core/api/login';
import { isGeetestRefusal } from '@/core/geetest/geetest-refusal';
import { useGeetest } from '@/core/geetest/use-geetest';
import { ipProofMethodsOf, login } from '../../api/login';
import { useFieldRules } from '../../api/auth-queries';
import { authErrorMessage } from '../../lib/auth-errors';
import { mobileRuleFrom } from '../../lib/field-rules';
import { loginSchema } from '../../lib/form-schemas';
import { forgetRemembered, readRemembered, writeRemembered } from '../../lib/remember-me';
import { CaptchaField } from '../fields/captcha-field';
import { MobileField } from '../fields/mobile-field';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { SmsCodeField } from '../fields/sms-code-field';
import { TextField } from '@/components/field/text-field';
import type { Credentials } from './use-finish-login';
import type { IpStep } from './ip-verification';
import { FormAlert } from '../fields/form-alert';
import styles from '../auth-form.module.css';

type Mode = 'username' | 'sms';

interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  countryCode: string;
  code: string;
  captcha: string;
  remember: boolean;
}

interface LoginFormProps {
  finish: (result: Awaited<ReturnType<typeof login>>, credentials: Credentials) => Promise<void>;
  onIpVerification: (step: IpStep) => void;
  onForgot: () => void;
  onRegister: () => void;
  /** Receives the first input, which the popup focuses when it opens. */
  onFirstInput?: (input: HTMLInputElement) => void;
}

/**
 * The login form: username or SMS mode by site flags, the Geetest check where the site uses it (else the
 * captcha after a failure naming one), remember me.
 */
export function LoginForm({ finish, onIpVerification, onForgot, onRegister, onFirstInput }: LoginFormProps) {
  const { t } = useTranslation();
  const flags = useSiteFlags();
  const idPrefix = useId();
  const { data: rules } = useFieldRules();
  const modes: Mode[] = [];
  if (flags.USERNAMEREG3) modes.push('username');
  if (flags.MOBILEVERCODELOGIN3) modes.push('sms');
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = chosen && modes.includes(chosen) ? chosen : (modes[0] ?? 'username');

  const [remembered] = useState(readRemembered);
  const geetest = useGeetest('login');
  const [captcha, setCaptcha] = useState({ shown: false, generation: 0 });
  const schema = useMemo(
    () => loginSchema(t, { mode, captchaShown: captcha.shown, mobileRule: mobileRuleFrom(rules) }),
    [t, mode, captcha.shown, rules],
  );
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      mobile: remembered?.smsNumber ?? '',
      countryCode: remembered?.countryCode || '55',
      code: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  // The server refused the credentials: both fields are marked until the next attempt.
  const [refused, setRefused] = useState(false);
  const withFocus = <T extends { ref: (el: HTMLInputElement | null) => void }>(field: T): T => ({
    ...field,
    ref: (el: HTMLInputElement | null) => {
      field.ref(el);
      if (el) onFirstInput?.(el);
    },
  });

  const credentialsOf = (v: LoginValues): Credentials =>
    mode === 'sms'
      ? { username: v.mobile.trim(), password: v.code.trim(), type: 'sms', countryDialingCode: v.countryCode }
      : { username: v.username.trim(), password: v.password, type: 'username' };

  const onValid = async (values: LoginValues) => {
    setAlert(null);
    setRefused(false);
    const credentials = credentialsOf(values);
    try {
      const result = await geetest.send(
        (proof) =>
          login({
            ...credentials,
            captcha: captcha.shown ? values.captcha : '',
            ...(proof ? { geetest: proof } : {}),
          }),
        () => setAlert(t('auth_geetest_again')),
      );
      if (values.remember) {
        writeRemembered(
          mode === 'sms'
            ? { smsNumber: credentials.username, countryCode: values.countryCode }
            : { username: credentials.username },
        );
      } else {
        forgetRemembered();
      }
      await finish(result, credentials);
    } catch (error) {
      if (hasCode(error, 'login.ip.unverified')) {
        onIpVerification({ credentials, methods: ipProofMethodsOf(error) });
        return;
      }
      // A captcha answer is good for one attempt: show a fresh one after any failure once it is needed.
      if (captcha.shown || loginWantsCaptcha(error)) {
        setCaptcha((c) => ({ shown: true, generation: c.generation + 1 }));
        setValue('captcha', '');
      }
      if (
        isApiError(error) &&
        error.code !== undefined &&
        /password|captcha|field/i.test(error.code) &&
        !isGeetestRefusal(error)
      ) {
        setRefused(true);
      }
      setAlert(authErrorMessage(t, error));
    }
  };

  const onInvalid = () => setAlert(t('auth_incorrect_password_warning'));

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} noValidate>
      {modes.length > 1 ? (
        <ModeTabs
          label={t('auth_login_mode')}
          panelId={`${idPrefix}-panel`}
          tabId={(m) => `${idPrefix}-tab-${m}`}
          value={mode}
          onChange={(next) => {
            setChosen(next);
            setAlert(null);
          }}
          tabs={[
            { mode: 'username', label: t('auth_mode_account') },
            { mode: 'sms', label: t('auth_mode_sms') },
          ]}
        />
      ) : null}
      <div
        id={`${idPrefix}-panel`}
        className={styles.form}
        {...(modes.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${idPrefix}-tab-${mode}` } : {})}
      >
        {mode === 'username' ? (
          <>
            <TextField
              key="username"
              label={t('auth_username')}
              autoComplete="username"
              autoCapitalize="none"
              error={errors.username?.message}
              {...(refused ? { 'aria-invalid': true } : {})}
              {...withFocus(register('username'))}
            />
            <TextField
              key="password"
              label={t('auth_password')}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...(refused ? { 'aria-invalid': true } : {})}
              {...register('password')}
            />
          </>
        ) : (
          <>
            <MobileField
              key="mobile"
              country={register('countryCode')}
              error={errors.mobile?.message}
              {...withFocus(register('mobile'))}
            />
            <SmsCodeField
              key="code"
              mobileForm={{ trigger, getValues }}
              onWarning={setWarning}
              error={errors.code?.message}
              {...(refused ? { 'aria-invalid': true } : {})}
              {...register('code')}
            />
          </>
        )}
        {captcha.shown ? (
          <CaptchaField
            generation={captcha.generation}
            error={errors.captcha?.message}
            {...register('captcha')}
          />
        ) : null}
      </div>

      {warning ? (
        <div className={styles.warning} role="alert">
          <span>{warning}</span>
          <Button size="sm" variant="secondary" onClick={() => setWarning(null)}>
            {t('common_ok')}
          </Button>
        </div>
      ) : null}
      <FormAlert message={alert} />

      <div className={styles.options}>
        <label className={styles.check}>
          <input type="checkbox" {...register('remember')} />
          {t('auth_remember_me')}
        </label>
        <button type="button" className={styles.link} onClick={onForgot}>
          {t('auth_forgot_link')}
        </button>
      </div>

      <Button type="submit" size="lg" block busy={isSubmitting}>
        {t('auth_login_submit')}
      </Button>
      <p className={styles.switch}>
        {t('auth_no_account')}{' '}
        <button type="button" className={styles.link} onClick={onRegister}>
          {t('auth_register_link')}
        </button>
      </p>
    </form>
  );
}
