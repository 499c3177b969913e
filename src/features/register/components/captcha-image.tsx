import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptchaImage } from '../api/captcha';
import { useThrottled } from '../hooks/use-throttled';
import styles from './register-form.module.css';

/**
 * The captcha picture with its refresh button (at most one refresh a second, spec 1 section 9).
 * `version` changes when the form wants a fresh captcha (after a failed registration).
 */
export function CaptchaImage({ version }: { version: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchCaptchaImage().then(setSrc, () => setSrc(null));
  }, []);
  const refresh = useThrottled(load, 1000);

  useEffect(() => {
    load();
  }, [load, version]);

  return (
    <button type="button" className={styles.captcha} onClick={refresh} aria-label={t('reg_captcha_refresh')}>
      {src ? <img src={src} alt={t('reg_captcha_image')} /> : <span className={styles.captchaEmpty} />}
    </button>
  );
}
