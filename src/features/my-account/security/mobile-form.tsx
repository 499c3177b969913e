import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byCode } from '@/api';
import { failureText } from '@/core/failure-text';
import { DialingCodeSelect } from '@/components/field/dialing-code-select';
import { TextField } from '@/components/field/text-field';
import { memberInfoQuery, selectToken, useSessionStore } from '@/core';
import { DEFAULT_DIALING_CODE, useCountryCodes } from '@/core/country-codes';
import type { SmsCodeSender } from '@/core/money-form/use-sms-code';
import { useRegisterSettings } from '@/core/register-settings';
import type { TranslationKey } from '@/i18n';
import { useThrottled } from '@/lib/use-throttled';
import { submitMobileBinding } from './verify-mobile';
import { securityConfigKey } from './security-config';
import { mobileRule } from '../profile/profile-rules';
import { mobileNumberProblem, mobileSchema, type MobileValues } from './profile-security';
import { loadPhoneRules, phoneProblem, type PhoneProblem, type PhoneRules } from './phone-rule';
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
  'verification.code.required': 'account_code_required',
  'security.field.required': 'account_fill_every_field',
};

const fieldByCode: Record<string, keyof MobileValues> = {
  'mobile.invalid': 'mobileNum',
  customer_mobile_no_duplicated: 'mobileNum',
  'member.mobile.same': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
  'verification.code.required': 'verificationCode',
};

const problemText: Record<PhoneProblem, TranslationKey> = {
  tooShort: 'account_phone_too_short',
  tooLong: 'account_phone_too_long',
  notMobile: 'account_phone_not_mobile',
};

/**
 * Binds a mobile number: country and number, "Send code" (an SMS, `sendSmsCode` with the bind operation;
 * the button waits out the code's lifetime, and clicks are throttled to one a second), then the code,
 * checked by `/wps/v2/verification/sms/verify`, which binds it. Before any code is sent the number must fit
 * the site's rule and the chosen country's own (length and kind, libphonenumber-js, loaded with this form);
 * the server's rule stays the final word. The code sender belongs to the caller, so closing and reopening
 * the form does not restart its countdown.
 */
export function MobileForm({
  title,
  sms,
  onDone,
  onCancel,
}: {
  /** The form's name: the action that opened it ("Bind mobile", "Change mobile"). */
  title: string;
  sms: SmsCodeSender;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const countries = useCountryCodes();
  const settings = useRegisterSettings();
  const rule = useMemo(() => mobileRule(settings.data), [settings.data]);
  const schema = useMemo(() => mobileSchema(translate, rule), [translate, rule]);
  const queryClient = useQueryClient();
  const token = useSessionStore(selectToken);
  const phoneRules = useRef<Promise<PhoneRules | null> | null>(null);
  useEffect(() => {
    phoneRules.current ??= loadPhoneRules();
  }, []);

  const binding = useAccountForm<MobileValues>({
    schema,
    defaultValues: { countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '' },
    messages: messageByCode,
    fieldByCode,
    focusOnStart: 'mobileNum',
    save: async (values) => {
      await submitMobileBinding({
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      });
      // Member info carries the bound number (masked by the server): read it before the row says so.
      await Promise.all([
        queryClient.refetchQueries({ queryKey: memberInfoQuery(token).queryKey }),
        queryClient.invalidateQueries({ queryKey: securityConfigKey }),
      ]);
      onDone(t('account_mobile_done'));
    },
  });
  const { register, getValues, setError, clearErrors, setFocus, formState } = binding.form;
  const { errors } = formState;
  const { setOutcome } = binding;
  // The number this form last sent a code to: what the sender says after it belongs to this form.
  const [sentTo, setSentTo] = useState<{ dialingCode: string; mobile: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const sendFailure = sentTo && !sms.busy ? sms.failure : null;
  const failureField = sendFailure ? byCode(fieldByCode, sendFailure) : undefined;
  const failureWords = sendFailure ? failureText(t, sendFailure, messageByCode) : undefined;
  const codeSent = sentTo !== null && sms.sent && !sms.busy && !sms.failure;
  const sendOutcome = sendFailure
    ? failureField
      ? null
      : { ok: false, text: failureWords ?? '' }
    : codeSent
      ? { ok: true, text: t('account_code_sent', sentTo) }
      : null;
  // A code on its way moves the member to it; a refused number takes the focus back.
  useEffect(() => {
    if (codeSent) setFocus('verificationCode');
    else if (failureField) setFocus(failureField);
  }, [codeSent, failureField, setFocus]);

  /** Why the number cannot take a code, by the site's rule and then the country's; null when it can. */
  const numberProblem = async (mobileNum: string, dialingCode: string): Promise<string | null> => {
    const siteProblem = mobileNumberProblem(mobileNum, rule, translate);
    if (siteProblem) return siteProblem;
    const country = countries.find((c) => c.countryDialingCode === dialingCode)?.countryCode;
    const rules = country ? await (phoneRules.current ??= loadPhoneRules()) : null;
    const problem = rules && country ? phoneProblem(rules, mobileNum, country) : null;
    if (!problem || !country) return null;
    const name = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country;
    return t(problemText[problem], { country: name });
  };

  const sendCode = useThrottled(() => {
    void (async () => {
      setOutcome(null);
      const mobileNum = getValues('mobileNum').trim();
      const countryDialingCode = getValues('countryDialingCode');
      setChecking(true);
      const problem = await numberProblem(mobileNum, countryDialingCode);
      setChecking(false);
      if (problem) {
        setError('mobileNum', { type: 'rule', message: problem }, { shouldFocus: true });
        return;
      }
      clearErrors('mobileNum');
      setSentTo({ dialingCode: countryDialingCode, mobile: mobileNum });
      sms.send({ countryDialingCode, mobileNum });
    })();
  });

  const waiting = sms.left > 0;
  const sending = sms.busy || checking;
  return (
    <form className={styles.panelForm} aria-label={title} onSubmit={binding.submit} noValidate>
      <TextField
        className={styles.wide}
        label={t('account_mobile_number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobileNum?.message ?? (failureField === 'mobileNum' ? failureWords : undefined)}
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
            {waiting ? t('account_resend_in', { seconds: sms.left }) : t('account_send_code')}
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
        error={
          errors.verificationCode?.message ?? (failureField === 'verificationCode' ? failureWords : undefined)
        }
        {...register('verificationCode')}
      />
      <FormOutcome outcome={binding.outcome ?? sendOutcome} />
      <FormActions submit={t('account_mobile_save')} busy={binding.busy} onCancel={onCancel} />
    </form>
  );
}
