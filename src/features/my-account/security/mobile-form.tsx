import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { DialingCodeSelect } from '@/components/field/dialing-code-select';
import { TextField } from '@/components/field/text-field';
import { failureText } from '@/core/failure-text';
import { DEFAULT_DIALING_CODE, useCountryCodes } from '@/core/country-codes';
import { useRegisterSettings } from '@/core/register-settings';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import type { Countdown } from '@/lib/use-countdown';
import { useThrottled } from '@/lib/use-throttled';
import { useKeepMemberInfo } from '../keep-member-info';
import { submitMobileBinding } from './bind-mobile';
import { sendBindCode } from './sms-bind-code';
import { mobileRule } from '../profile/profile-rules';
import { mobileNumberProblem, mobileSchema, type MobileValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome, type Outcome } from '../form-outcome';
import { useTranslate } from '@/core/use-translate';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'mobile.invalid': 'account_mobile_invalid',
  customer_mobile_no_duplicated: 'account_mobile_taken',
  'member.mobile.same': 'account_mobile_same',
  'verification.code.invalid': 'account_code_wrong',
  'security.field.required': 'account_fill_every_field',
};

const fieldByCode: Record<string, keyof MobileValues> = {
  'mobile.invalid': 'mobileNum',
  customer_mobile_no_duplicated: 'mobileNum',
  'member.mobile.same': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
};

/**
 * Binds a mobile number: country code and number, "Send code" (an SMS; the button waits out the code's
 * lifetime before a resend, and clicks are throttled to one a second), then the code. The countdown belongs
 * to the caller, so closing and reopening the form does not restart it.
 */
export function MobileForm({
  title,
  countdown,
  onDone,
  onCancel,
}: {
  /** The form's name: the action that opened it ("Bind mobile", "Change mobile"). */
  title: string;
  countdown: Countdown;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const countries = useCountryCodes();
  const settings = useRegisterSettings();
  const rule = useMemo(() => mobileRule(settings.data), [settings.data]);
  const schema = useMemo(() => mobileSchema(translate, rule), [translate, rule]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<MobileValues>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
  });
  const keepMemberInfo = useKeepMemberInfo();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => setFocus('mobileNum'), [setFocus]);

  const refuse = (error: unknown) => {
    const text = failureText(t, error, messageByCode);
    const field = isApiError(error) && error.code ? fieldByCode[error.code] : undefined;
    if (field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
    else setOutcome({ ok: false, text });
  };

  const sendCode = useThrottled(() => {
    void (async () => {
      setOutcome(null);
      const mobileNum = getValues('mobileNum').trim();
      const problem = mobileNumberProblem(mobileNum, rule, translate);
      if (problem) {
        setError('mobileNum', { type: 'rule', message: problem }, { shouldFocus: true });
        return;
      }
      clearErrors('mobileNum');
      const countryDialingCode = getValues('countryDialingCode');
      setSending(true);
      try {
        const sent = await sendBindCode({ countryDialingCode, mobileNum });
        countdown.start(Math.max(1, sent.expiredMinutes) * 60);
        setOutcome({
          ok: true,
          text: t('account_code_sent', { dialingCode: countryDialingCode, mobile: mobileNum }),
        });
        // The send button waits now: the code is what comes next.
        setFocus('verificationCode');
      } catch (error) {
        refuse(error);
      } finally {
        setSending(false);
      }
    })();
  });

  const save = useExclusiveAction(
    handleSubmit(
      async (values) => {
        setOutcome(null);
        try {
          const member = await submitMobileBinding({
            countryDialingCode: values.countryDialingCode,
            mobileNum: values.mobileNum.trim(),
            verificationCode: values.verificationCode.trim(),
          });
          keepMemberInfo(() => member);
          countdown.stop();
          onDone(t('account_mobile_done'));
        } catch (error) {
          refuse(error);
        }
      },
      () => setOutcome(null),
    ),
  );

  const waiting = countdown.left > 0;
  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={save.run} noValidate>
      <TextField
        className={styles.wide}
        label={t('account_mobile_number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobileNum?.message}
        before={
          <DialingCodeSelect
            label={t('account_dialing_code')}
            countries={countries}
            {...register('countryDialingCode')}
          />
        }
        after={
          <button
            type="button"
            className={styles.codeButton}
            onClick={sendCode}
            disabled={waiting || sending}
            aria-busy={sending || undefined}
          >
            {waiting ? t('account_resend_in', { seconds: countdown.left }) : t('account_send_code')}
          </button>
        }
        {...register('mobileNum')}
      />
      <TextField
        className={styles.lead}
        label={t('account_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <FormOutcome outcome={outcome} />
      <FormActions submit={t('account_mobile_save')} busy={save.busy} onCancel={onCancel} />
    </form>
  );
}
