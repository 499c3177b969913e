import { forwardRef, useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/api';
import { TextField } from './text-field';
import styles from '../auth-form.module.css';

/** Refreshing the captcha image is allowed at most once a second (spec 1 section 4). */
const REFRESH_INTERVAL_MS = 1000;

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
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);

  const load = useCallback(async (force: boolean) => {
    const time = Date.now();
    if (!force && time - last.current < REFRESH_INTERVAL_MS) return;
    last.current = time;
    try {
      const png = await request('captcha');
      setImage(`data:image/png;base64,${png}`);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(true);
  }, [load, generation]);

  return (
    <TextField
      ref={ref}
      label={t('auth_captcha')}
      error={error ?? (failed ? t('auth_captcha_load_failed') : undefined)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      {...input}
      addon={
        <button
          type="button"
          className={styles.captcha}
          onClick={() => void load(false)}
          aria-label={t('auth_captcha_refresh')}
          title={t('auth_captcha_refresh')}
        >
          {image ? <img src={image} alt={t('auth_captcha_image')} width={100} height={40} /> : null}
        </button>
      }
    />
  );
});
