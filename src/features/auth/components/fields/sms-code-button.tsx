import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { showWarning } from '@/core/show-warning';
import { useCountdown } from '@/lib/use-countdown';
import { useThrottled } from '@/lib/use-throttled';
import { sendLoginCode } from '../../api/sms-login-code';
import { authErrorMessage } from '../../lib/auth-errors';

/** Clicks on the get-code button closer together than this are ignored (product rules: states and flows). */
const SMS_THROTTLE_MS = 1000;

interface SmsCodeButtonProps {
  /** Validates the mobile field and returns the number and dialing code, or null when it is not valid. */
  getTarget: () => Promise<{ mobile: string; countryDialingCode: string } | null>;
  onSent: () => void;
  /** The refusal, also shown in the warning popup. */
  onError: (message: string) => void;
}

/**
 * Sends a login/reset code and counts down expiredMinutes x 60 s until another may be asked for; clicks
 * are throttled to one a second. A refusal opens the warning popup with the server's reason.
 */
export function SmsCodeButton({ getTarget, onSent, onError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy || countdown.left > 0) return;
    const target = await getTarget();
    if (!target) return;
    setBusy(true);
    try {
      const { expiredMinutes } = await sendLoginCode(target.mobile, target.countryDialingCode);
      const minutes = Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
      countdown.start(Math.round(minutes * 60));
      onSent();
    } catch (error) {
      const message = authErrorMessage(t, error, { USER_NOT_EXIST: 'auth_error_mobile_unknown' });
      onError(message);
      showWarning(message);
    } finally {
      setBusy(false);
    }
  };
  const send = useThrottled(() => void run(), SMS_THROTTLE_MS);

  return (
    <Button variant="secondary" onClick={send} busy={busy} disabled={countdown.left > 0}>
      {countdown.left > 0 ? t('auth_sms_resend_in', { seconds: countdown.left }) : t('auth_sms_get_code')}
    </Button>
  );
}
