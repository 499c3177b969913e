import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { env } from '@/config/env';
import { showWarning } from '@/core';
import { completeLogin, isLoginRefusedError } from '@/core/complete-login';
import type { TranslationKey } from '@/i18n';
import { loginDeviceId } from '@/lib/device-id';
import { DialingCodeSelect } from '@/components/field/dialing-code-select';
import { DEFAULT_DIALING_CODE, useCountryCodes } from '@/core/country-codes';
import { geetestMessageKey } from '@/core/geetest/geetest-refusal';
import { useGeetest } from '@/core/geetest/use-geetest';
import type { GeetestProof } from '@/core/geetest/geetest-widget';
import { checkAffiliateCode } from '../api/check-affiliate';
import { registerMember } from '../api/register-member';
import {
  buildRegisterSchema,
  fieldValue,
  visibleRules,
  type RegisterFormValues,
} from '../model/build-register-schema';
import { patternHint } from '@/core/pattern-hint';
import { captureReferralCodes, registerUrl } from '../model/referral';
import {
  registerFieldNames,
  type FieldRule,
  type RegisterFieldName,
  type RegisterMode,
  type RegisterRules,
} from '../model/register-fields';
import { buildRegisterPayload, type PayloadContext } from '../model/register-payload';
import { explainRegisterError } from '../model/server-errors';
import type { Translate } from '../model/translate';
import { phoneAuthMessageKey } from '../phone-auth/provider';
import { usePhoneAuthProvider } from '../phone-auth/use-phone-auth-provider';
import { CaptchaImage } from './captcha-image';
import { FormField } from './form-field';
import { SmsCodeButton, useSmsCode } from './sms-code';
import styles from './register-form.module.css';

export interface RegisterFormProps {
  rules: RegisterRules;
  mode: RegisterMode;
  /** REGMOBVERF3: a mobile number is verified by an SMS code. */
  smsVerification: boolean;
  flags: Record<string, boolean>;
  onRegistered: () => void;
  onLogin: () => void;
}

const autoComplete: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  payeeName: 'name',
  email: 'email',
  birthday: 'bday',
};
const secrets = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);
const emptyValues = Object.fromEntries(
  [...registerFieldNames, 'countryDialingCode'].map((name) => [name, '']),
) as RegisterFormValues;

function withoutCaptcha(rules: RegisterRules): RegisterRules {
  const { captcha: _captcha, ...others } = rules;
  return others;
}

/** The registration form for one mode, validated by the schema built from the server's rules. */
export function RegisterForm({
  rules,
  mode,
  smsVerification,
  flags,
  onRegistered,
  onLogin,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const translate = useCallback<Translate>((key, values) => t(key, values), [t]);
  const baseId = useId();
  const countries = useCountryCodes();
  const location = useLocation();
  const queryClient = useQueryClient();
  const referral = useMemo(() => captureReferralCodes(location.search), [location.search]);
  const geetest = useGeetest('register');
  // Where the site uses Geetest, its check stands in for the picture captcha.
  const formRules = useMemo(
    () => (geetest.required ? withoutCaptcha(rules) : rules),
    [geetest.required, rules],
  );
  const visible = useMemo(
    () => visibleRules(formRules, mode, smsVerification),
    [formRules, mode, smsVerification],
  );
  const shown = registerFieldNames.filter((name) => visible[name]);
  const provider = usePhoneAuthProvider();

  const schema = useMemo(
    () =>
      buildRegisterSchema(formRules, translate, mode, { smsVerification, minimumAge: env.VITE_MINIMUM_AGE }),
    [formRules, translate, mode, smsVerification],
  );
  const defaults = useMemo<RegisterFormValues>(
    () => ({
      ...emptyValues,
      affiliateCode: referral.affiliateCode,
      countryDialingCode: DEFAULT_DIALING_CODE,
    }),
    [referral.affiliateCode],
  );
  const form = useForm<RegisterFormValues>({
    // The schema is rebuilt when the language changes; useForm takes the new resolver on that render and
    // the form keeps its values.
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, setValue, reset, trigger, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;

  useEffect(() => {
    // Messages already shown follow the new language.
    if (isSubmitted) void trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema]);

  const [formError, setFormError] = useState<string | null>(null);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const sms = useSmsCode({ form, mode, provider, translate });

  /**
   * Product rules: messages and errors: an invalid invitation code is a warning with the invitation-code-error text. The
   * field, when shown, keeps the message and has the focus, which the warning gives back when it closes.
   */
  const rejectAffiliateCode = () => {
    const message = t('reg_affiliate_invalid');
    if (visible.affiliateCode) setError('affiliateCode', { type: 'server', message }, { shouldFocus: true });
    showWarning(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const domain = window.location.hostname;
    const affiliateCode = visible.affiliateCode
      ? fieldValue('affiliateCode', values.affiliateCode)
      : referral.affiliateCode;
    if (affiliateCode && !(await checkAffiliateCode(affiliateCode, domain))) {
      rejectAffiliateCode();
      return;
    }

    let phoneAuth: { channel: string; idToken: string } | undefined;
    if (provider && sms.channel && values.verificationCode) {
      try {
        const { idToken } = await provider.verify(fieldValue('verificationCode', values.verificationCode));
        phoneAuth = { channel: sms.channel, idToken };
      } catch (error) {
        setError(
          'verificationCode',
          { type: 'server', message: t(phoneAuthMessageKey(error)) },
          { shouldFocus: true },
        );
        return;
      }
    }

    const context: PayloadContext = {
      mode,
      shown: affiliateCode ? [...shown, 'affiliateCode'] : shown,
      referralCode: referral.referralCode,
      registerUrl: registerUrl(),
      domain,
      loginDeviceId: loginDeviceId(),
      phoneAuth,
    };
    const payloadWith = (proof?: GeetestProof) =>
      buildRegisterPayload({ ...values, affiliateCode }, proof ? { ...context, geetest: proof } : context);
    const payload = payloadWith();
    try {
      const result = await geetest.send(
        (proof) => registerMember(mode, payloadWith(proof)),
        () => setFormError(t('auth_geetest_again')),
      );
      await completeLogin(
        {
          result,
          method: 'register',
          username: payload.username ?? payload.mobileNum ?? '',
          typedPassword: values.password,
        },
        { queryClient, flags },
      );
      onRegistered();
    } catch (error) {
      if (visible.captcha) {
        setValue('captcha', '');
        setCaptchaVersion((v) => v + 1);
      }
      if (isLoginRefusedError(error)) {
        setFormError(t(error.messageKey as TranslationKey));
        return;
      }
      const geetestKey = geetestMessageKey(error);
      if (geetestKey) {
        setFormError(t(geetestKey));
        return;
      }
      const explained = explainRegisterError(error, translate);
      if (explained.field === 'affiliateCode') {
        rejectAffiliateCode();
        return;
      }
      if (explained.field && visible[explained.field]) {
        setError(explained.field, { type: 'server', message: explained.message }, { shouldFocus: true });
      } else setFormError(explained.message);
    }
  });

  const clear = () => {
    reset(defaults);
    setFormError(null);
    sms.clearNote();
  };

  const field = (name: RegisterFieldName, rule: FieldRule) => ({
    id: `${baseId}-${name}`,
    label: t(`reg_field_${name}` as TranslationKey),
    required: rule.required,
    hint: patternHint(rule, translate),
    error: errors[name]?.message,
    secret: secrets.has(name),
    autoComplete: autoComplete[name] ?? 'off',
    inputMode: rule.patternId === 7 ? ('numeric' as const) : undefined,
    maxLength: rule.maxLength,
    ...register(name),
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className={styles.note}>{t('reg_required_note')}</p>
      {shown.map((name) => {
        const rule = visible[name] as FieldRule;
        if (name === 'mobileNum') {
          return (
            <FormField
              key={name}
              {...field(name, rule)}
              type="tel"
              before={
                <DialingCodeSelect
                  id={`${baseId}-dialing`}
                  label={t('reg_field_countryDialingCode')}
                  countries={countries}
                  {...register('countryDialingCode')}
                />
              }
            />
          );
        }
        if (name === 'verificationCode') {
          return (
            <div key={name}>
              <FormField {...field(name, rule)} after={<SmsCodeButton sms={sms} />} />
              {sms.note ? (
                <p className={styles.sent} role="status">
                  {sms.note}
                </p>
              ) : null}
            </div>
          );
        }
        if (name === 'captcha') {
          return (
            <FormField key={name} {...field(name, rule)} after={<CaptchaImage version={captchaVersion} />} />
          );
        }
        if (name === 'email') return <FormField key={name} {...field(name, rule)} type="email" />;
        return <FormField key={name} {...field(name, rule)} />;
      })}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={styles.agreement}>{t('reg_agreement')}</p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" block busy={isSubmitting}>
          {t('reg_submit')}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={clear}>
          {t('reg_reset')}
        </Button>
      </div>
      <p className={styles.switch}>
        {t('reg_have_account')}{' '}
        <button type="button" className={styles.link} onClick={onLogin}>
          {t('reg_login')}
        </button>
      </p>
    </form>
  );
}
