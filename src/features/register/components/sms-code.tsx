import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showWarning } from '@/core/show-warning';
import { useCountdown } from '@/lib/use-countdown';
import { useThrottled } from '@/lib/use-throttled';
import { sendRegisterSmsCode } from '../api/sms-register-code';
import { fieldValue, type RegisterFormValues } from '../model/build-register-schema';
import type { RegisterMode } from '../model/register-fields';
import { explainRegisterError } from '../model/server-errors';
import type { Translate } from '../model/translate';
import { phoneAuthMessageKey, type PhoneAuthProvider } from '../phone-auth/provider';
import styles from './register-form.module.css';

/** A third-party sign-in's code counts down one minute (product rules: states and flows). */
const PHONE_AUTH_COUNTDOWN_S = 60;

interface SmsCodeOptions {
  form: UseFormReturn<RegisterFormValues>;
  /** The form asking: the platform's call carries its module id. */
  mode: RegisterMode;
  provider: PhoneAuthProvider | null;
  translate: Translate;
}

/**
 * Sending the registration code: the mobile number is validated first, then the platform
 * (/wps/verification/sms/register) or the configured third-party provider sends it. The button waits
 * expiredMinutes x 60 s (one minute for a third party) and clicks are throttled to one a second.
 * A refusal is shown on the mobile number field (and the platform's in the warning popup).
 */
export function useSmsCode({ form, mode, provider, translate: t }: SmsCodeOptions) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);

  const run = async () => {
    setNote(null);
    const mobile = fieldValue('mobileNum', form.getValues('mobileNum'));
    if (mobile === '') {
      form.setError(
        'mobileNum',
        { type: 'required', message: t('reg_required', { field: t('reg_field_mobileNum') }) },
        { shouldFocus: true },
      );
      return;
    }
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return;
    const dialingCode = form.getValues('countryDialingCode');
    setSending(true);
    try {
      if (provider) {
        const sent = await provider.sendCode(`+${dialingCode}${mobile}`);
        setChannel(sent.channel);
        countdown.start(PHONE_AUTH_COUNTDOWN_S);
      } else {
        const sent = await sendRegisterSmsCode(mode, mobile, dialingCode);
        countdown.start(Math.max(1, sent.expiredMinutes) * 60);
      }
      setNote(t('reg_code_sent', { dialingCode, mobile }));
    } catch (error) {
      const message = provider ? t(phoneAuthMessageKey(error)) : explainRegisterError(error, t).message;
      // The platform's refusal also opens the warning popup, as in login; a third-party provider's stays inline.
      // The warning takes the focus (and gives it back to the button): focusing the field first would have
      // it blur at once, and the blur's validation (the form is not submitted yet) clears this message.
      form.setError('mobileNum', { type: 'server', message }, { shouldFocus: !!provider });
      if (!provider) showWarning(message);
    } finally {
      setSending(false);
    }
  };

  const send = useThrottled(() => void run(), 1000);
  return { send, sending, left: countdown.left, note, channel, clearNote: () => setNote(null) };
}

export function SmsCodeButton({ sms }: { sms: ReturnType<typeof useSmsCode> }) {
  const { t } = useTranslation();
  const waiting = sms.left > 0;
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={sms.send}
      disabled={waiting || sms.sending}
      aria-busy={sms.sending || undefined}
    >
      {waiting ? t('reg_resend_in', { seconds: sms.left }) : t('reg_get_code')}
    </button>
  );
}
