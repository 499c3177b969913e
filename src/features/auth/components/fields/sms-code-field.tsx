import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field/text-field';
import { mobileTarget, type MobileForm } from './mobile-target';
import { SmsCodeButton } from './sms-code-button';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'after'>;

interface SmsCodeFieldProps extends FieldProps {
  /** The form's mobile number, checked before a code is sent to it. */
  mobileForm: MobileForm;
  /** Why no code was sent (null once one is). */
  onWarning: (message: string | null) => void;
}

/** The code sent by SMS to the form's mobile number, with the button that sends it. */
export function SmsCodeField({ mobileForm, onWarning, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      after={
        <SmsCodeButton
          getTarget={mobileTarget(mobileForm)}
          onSent={() => onWarning(null)}
          onError={onWarning}
        />
      }
      {...field}
    />
  );
}
