import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaButton } from '@/components/field/captcha-button';
import { TextField } from '@/components/field/text-field';
import { useCaptchaImage } from '@/core/api/captcha';

interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string;
  /** Changes whenever the shown captcha has been used up and a new image is needed. */
  generation: number;
}

/** The captcha input with its image (base64 PNG from /wps/captcha) and a throttled refresh. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { error, generation, ...input },
  ref,
) {
  const { t } = useTranslation();
  const { image, failed, refresh } = useCaptchaImage(generation);

  return (
    <TextField
      ref={ref}
      label={t('auth_captcha')}
      error={error ?? (failed ? t('auth_captcha_load_failed') : undefined)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      {...input}
      after={
        <CaptchaButton
          image={image}
          onRefresh={refresh}
          refreshLabel={t('auth_captcha_refresh')}
          imageLabel={t('auth_captcha_image')}
        />
      }
    />
  );
});
