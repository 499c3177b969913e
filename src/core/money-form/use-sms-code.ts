import { useCallback, useRef, useState } from 'react';
import { useCountdown } from '@/lib/use-countdown';
import { sendActionSmsCode, type SmsOperation, type SmsTarget } from '../api/sms-code';

export interface SmsCodeSender {
  /** Seconds until another code may be asked for; 0 when one may. */
  left: number;
  busy: boolean;
  /** Whether a code has been sent since the form opened (the field then says where it went). */
  sent: boolean;
  /** Why the last send failed (the call's error, for the form to word); null after a send that worked. */
  failure: unknown;
  /** Sends one code; a click while one is on its way or counting down sends nothing. */
  send: (target: SmsTarget) => void;
}

/** The SMS code of one money action (a withdrawal, a card bound or deleted, the withdraw password). */
export function useSmsCode(operation: SmsOperation): SmsCodeSender {
  const { left, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const sending = useRef(false);
  const send = useCallback(
    (target: SmsTarget) => {
      if (left > 0 || sending.current) return;
      sending.current = true;
      setBusy(true);
      setFailure(null);
      sendActionSmsCode(operation, target)
        .then((seconds) => {
          start(seconds);
          setSent(true);
        }, setFailure)
        .finally(() => {
          sending.current = false;
          setBusy(false);
        });
    },
    [left, operation, start],
  );
  return { left, busy, sent, failure, send };
}
