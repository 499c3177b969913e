import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialingCodeSelect } from '@/components/field/dialing-code-select';
import { TextField } from '@/components/field/text-field';
import { DEFAULT_DIALING_CODE, useCountryCodes } from '@/core/country-codes';
import { useRegisterSettings } from '@/core/register-settings';
import type { TranslationKey } from '@/i18n';
import type { Countdown } from '@/lib/use-countdown';
import { useThrottled } from '@/lib/use-throttled';
import { useKeepMemberInfo } from '../keep-member-info';
import { submitMobileBinding } from './bind-mobile';
import { sendBindCode } from './sms-bind-code';
import { mobileRule } from '../profile/profile-rules';
import { mobileNumberProblem, mobileSchema, type MobileValues } from './profile-security';
import { FormActions } from './form-actions';
import { FormOutcome } from '../form-outcome';
import { useAccountForm } from '../account-form';
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
  const keepMemberInfo = useKeepMemberInfo();
  const binding = useAccountForm<MobileValues>({
    schema,
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
    messages: messageByCode,
    fieldByCode,
    focusOnStart: 'mobileNum',
    save: async (values) => {
      const member = await submitMobileBinding({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      });
      keepMemberInfo(() => member);
      countdown.stop();
      onDone(t('account_mobile_done'));
    },
  });
  const { register, getValues, setError, clearErrors, setFocus, formState } = binding.form;
  const { errors } = formState;
  const { setOutcome, refuse } = binding;
  const [sending, setSending] = useState(false);

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

  const waiting = countdown.left > 0;
  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={binding.submit} noValidate>
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
      <FormOutcome outcome={binding.outcome} />
      <FormActions submit={t('account_mobile_save')} busy={binding.busy} onCancel={onCancel} />
    </form>
  );
}
