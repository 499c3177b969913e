import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { paths } from '@/config/paths';
import { useSiteFlags } from '@/core';
import { completeLogin } from '@/core/complete-login';
import { useFieldRules } from '../../api/auth-queries';
import { useGeetest } from '@/core/geetest/use-geetest';
import { login } from '../../api/login';
import { resetPasswordByPhoneCode } from '../../api/reset-password-by-phone';
import { authErrorMessage } from '../../lib/auth-errors';
import { mobileRuleFrom, passwordRuleFrom } from '../../lib/field-rules';
import { forgotByPhoneSchema } from '../../lib/form-schemas';
import { MobileField } from '../fields/mobile-field';
import { NewPasswordField } from '../fields/new-password-field';
import { SmsCodeField } from '../fields/sms-code-field';
import { FormAlert } from '../fields/form-alert';
import styles from '../auth-form.module.css';

interface PhoneValues {
  mobile: string;
  countryCode: string;
  code: string;
  next: string;
}

/** Forgot by phone: SMS code, new password, then an automatic login and home (product rules: states and flows). */
export function ForgotByPhone({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const { data: rules } = useFieldRules();
  const rule = useMemo(() => passwordRuleFrom(rules), [rules]);
  const schema = useMemo(
    () => forgotByPhoneSchema(t, { mobile: mobileRuleFrom(rules), password: rule }),
    [t, rules, rule],
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  // The login after the reset is a login like any other: on a Geetest site it carries a pass.
  const geetest = useGeetest('login');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PhoneValues>({
    resolver: zodResolver(schema),
    defaultValues: { mobile: '', countryCode: '55', code: '', next: '' },
  });

  const onValid = async (values: PhoneValues) => {
    setAlert(null);
    const mobile = values.mobile.trim();
    try {
      const named = await resetPasswordByPhoneCode({
        newPassword: values.next,
        mobileNum: mobile,
        verificationCode: values.code.trim(),
      });
      const username = named ?? mobile;
      const result = await geetest.send(
        (proof) => login({ username, password: values.next, ...(proof ? { geetest: proof } : {}) }),
        () => setAlert(t('auth_geetest_again')),
      );
      const outcome = await completeLogin(
        { result, method: 'phoneReset', username, typedPassword: values.next },
        { queryClient, flags },
      );
      onClose();
      if (outcome.kind === 'done') navigate(paths.home, { replace: true });
    } catch (error) {
      setAlert(authErrorMessage(t, error, { USER_NOT_EXIST: 'auth_error_mobile_unknown' }));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void handleSubmit(onValid, () => setAlert(t('auth_fix_fields')))(e)}
      noValidate
    >
      <MobileField country={register('countryCode')} error={errors.mobile?.message} {...register('mobile')} />
      <SmsCodeField
        mobileForm={{ trigger, getValues }}
        onWarning={setWarning}
        error={errors.code?.message}
        {...register('code')}
      />
      <NewPasswordField rule={rule} error={errors.next?.message} {...register('next')} />
      <FormAlert message={warning} tone="warning" />
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block busy={isSubmitting}>
        {t('auth_forgot_phone_submit')}
      </Button>
    </form>
  );
}
