import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField, type TextFieldProps } from '@/components/field/text-field';

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'label' | 'after'> {
  /** Seconds until another code may be asked for (0: now), and whether one is on its way. */
  left: number;
  busy: boolean;
  onSend: () => void;
}

/**
 * The SMS code a money action asks for, with its Send code button beside it: the button counts down until
 * another code may be asked for. The digits come from the keypad and the phone's one-time-code suggestion.
 */
export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  { left, busy, onSend, ...field },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('sms_code_label')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      required
      after={
        <Button type="button" variant="secondary" onClick={onSend} busy={busy} disabled={left > 0}>
          {left > 0 ? t('sms_code_resend_in', { seconds: left }) : t('sms_code_send')}
        </Button>
      }
      {...field}
    />
  );
});
