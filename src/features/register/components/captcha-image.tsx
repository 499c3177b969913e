import { useTranslation } from 'react-i18next';
import { CaptchaButton } from '@/components/field/captcha-button';
import { useCaptchaImage } from '@/core/api/captcha';

/**
 * The captcha picture with its refresh button (at most one refresh a second, product rules: constants and limits).
 * `version` changes when the form wants a fresh captcha (after a failed registration).
 */
export function CaptchaImage({ version }: { version: number }) {
  const { t } = useTranslation();
  const { image, refresh } = useCaptchaImage(version);
  return (
    <CaptchaButton
      image={image}
      onRefresh={refresh}
      refreshLabel={t('reg_captcha_refresh')}
      imageLabel={t('reg_captcha_image')}
    />
  );
}
