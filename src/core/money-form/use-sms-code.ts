import { useCallback, useRef, useState } from 'react';
import { useCountdown } from '@/lib/use-countdown';
import { sendActionSmsCode, type SmsOperation, type SmsTarget } from '../api/sms-code';

export interface SmsCodeSender {
  /** Seconds until another code may be asked for; 0 when one may. */
  left: number;
  busy: boolean;
  /** Whether a code has been sent since the form opened (the field then says where it went). */
  sent: boolean;
  /**
   * Sends one code; a click while one is on its way or counting down sends nothing. Rejects with the
   * refusal, for the form to say.
   */
  send: (target: SmsTarget) => Promise<void>;
}

/** The SMS code of one money action (a withdrawal, a card bound or deleted, the withdraw password). */
export function useSmsCode(operation: SmsOperation): SmsCodeSender {
  const { left, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const send = useCallback(
    async (target: SmsTarget) => {
      if (left > 0 || sending.current) return;
      sending.current = true;
      setBusy(true);
      try {
        start(await sendActionSmsCode(operation, target));
        setSent(true);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [left, operation, start],
  );
  return { left, busy, sent, send };
}
