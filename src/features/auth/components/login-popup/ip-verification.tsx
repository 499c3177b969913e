import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/button/button';
import { useGeetest } from '@/core/geetest/use-geetest';
import type { TranslationKey } from '@/i18n';
import { useFieldRules } from '../../api/auth-queries';
import { login, type IpProofMethod } from '../../api/login';
import { authErrorMessage } from '../../lib/auth-errors';
import { mobileRuleFrom } from '../../lib/field-rules';
import { ipProofSchema } from '../../lib/form-schemas';
import { MobileField } from '../fields/mobile-field';
import { SmsCodeButton } from '../fields/sms-code-button';
import { TextField } from '@/components/field/text-field';
import type { Credentials } from './use-finish-login';
import { FormAlert } from '../fields/form-alert';
import { mobileTarget } from '../fields/mobile-target';
import styles from '../auth-form.module.css';

const methodLabel: Record<IpProofMethod, TranslationKey> = {
  mobile: 'auth_ip_method_mobile',
  email: 'auth_ip_method_email',
  bankAccountName: 'auth_ip_method_bank',
  google: 'auth_ip_method_google',
};

const proofLabel: Record<IpProofMethod, TranslationKey> = {
  mobile: 'auth_code',
  email: 'auth_ip_proof_email',
  bankAccountName: 'auth_ip_proof_bank',
  google: 'auth_ip_proof_google',
};

interface IpValues {
  method: IpProofMethod;
  mobile: string;
  countryCode: string;
  proof: string;
}

/** What the verification step needs: the refused login, and the proofs the server offers for it. */
export interface IpStep {
  credentials: Credentials;
  methods: readonly IpProofMethod[];
}

interface IpVerificationProps extends IpStep {
  finish: (result: Awaited<ReturnType<typeof login>>, credentials: Credentials) => Promise<void>;
  onBack: () => void;
}

/**
 * The second step of a login from an unregistered IP (product rules: states and flows): the visitor proves who they are
 * by one of the proofs the server offers (a mobile code, the bound e-mail, the bank account name or a Google
 * Authenticator code), and the login is sent again with that proof.
 */
export function IpVerification({ credentials, methods, finish, onBack }: IpVerificationProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const { data: rules } = useFieldRules();
  // The first login's pass is used up: the login sent again with the proof needs one of its own.
  const geetest = useGeetest('login');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<IpValues>({
    // The mobile number is asked only for a mobile code, so the schema follows the chosen method.
    resolver: (values, context, options) =>
      zodResolver(
        ipProofSchema(t, { byMobile: values.method === 'mobile', mobileRule: mobileRuleFrom(rules) }),
      )(values, context, options),
    defaultValues: {
      method: methods[0] ?? 'mobile',
      mobile: '',
      countryCode: credentials.countryDialingCode ?? '55',
      proof: '',
    },
  });
  const method = useWatch({ control, name: 'method' });
  const [alert, setAlert] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  const onValid = async (values: IpValues) => {
    setAlert(null);
    try {
      const ipProof = { method: values.method, value: values.proof };
      const result = await geetest.send(
        (proof) => login({ ...credentials, ipProof, ...(proof ? { geetest: proof } : {}) }),
        () => setAlert(t('auth_geetest_again')),
      );
      await finish(result, credentials);
    } catch (error) {
      setAlert(authErrorMessage(t, error));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onValid, () => setAlert(t('auth_fix_fields')))(e)}
      noValidate
    >
      <p className={styles.lead}>{t('auth_ip_lead')}</p>
      <fieldset className={styles.methods} aria-labelledby={legendId}>
        <legend id={legendId}>{t('auth_ip_choose')}</legend>
        {methods.map((m) => (
          <label key={m} className={styles.method}>
            <input type="radio" value={m} {...register('method')} />
            {t(methodLabel[m])}
          </label>
        ))}
      </fieldset>
      {method === 'mobile' ? (
        <MobileField
          country={register('countryCode')}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      ) : null}
      <TextField
        key={method}
        label={t(proofLabel[method])}
        type={method === 'email' ? 'email' : 'text'}
        inputMode={method === 'mobile' || method === 'google' ? 'numeric' : undefined}
        autoComplete={method === 'mobile' ? 'one-time-code' : 'off'}
        error={errors.proof?.message}
        after={
          method === 'mobile' ? (
            <SmsCodeButton
              getTarget={mobileTarget({ trigger, getValues })}
              onSent={() => setWarning(null)}
              onError={setWarning}
            />
          ) : undefined
        }
        {...register('proof')}
      />
      <FormAlert message={warning} tone="warning" />
      <FormAlert message={alert} />
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={isSubmitting}>
          {t('auth_back')}
        </Button>
        <Button type="submit" size="lg" busy={isSubmitting}>
          {t('auth_ip_submit')}
        </Button>
      </div>
    </form>
  );
}
