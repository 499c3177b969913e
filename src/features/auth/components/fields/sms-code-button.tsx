import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { sendLoginCode } from '../../api/sms';
import { useSmsCountdown } from './use-sms-countdown';

interface SmsCodeButtonProps {
  /** Validates the mobile field and returns the number and dialing code, or null when it is not valid. */
  getTarget: () => Promise<{ mobile: string; countryDialingCode: string } | null>;
  onSent: () => void;
  onError: (error: unknown) => void;
}

/** Sends a login/reset code and counts down until another may be asked for. */
export function SmsCodeButton({ getTarget, onSent, onError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, mayRequest, start } = useSmsCountdown();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (busy || !mayRequest()) return;
    const target = await getTarget();
    if (!target) return;
    setBusy(true);
    try {
      const { expiredMinutes } = await sendLoginCode(target.mobile, target.countryDialingCode);
      start(expiredMinutes);
      onSent();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void send()} busy={busy} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? t('auth_sms_resend_in', { seconds: secondsLeft }) : t('auth_sms_get_code')}
    </Button>
  );
}
