import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { useCaptchaImage } from '@/core/api/captcha';
import styles from './agent-page.module.css';

interface AgentCaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Changes whenever the shown captcha has been used up and a new image is needed. */
  generation: number;
}

/**
 * The agent login's captcha: the input, the image (the shared captcha query of src/core) and a refresh
 * button throttled to one new image a second (product rules: timing and sizes).
 */
export const AgentCaptchaField = forwardRef<HTMLInputElement, AgentCaptchaFieldProps>(
  function AgentCaptchaField({ generation, 'aria-describedby': describedBy, ...input }, ref) {
    const { t } = useTranslation();
    const id = useId();
    const failedId = useId();
    const { image, failed, refresh } = useCaptchaImage(generation);
    const description = [describedBy, failed ? failedId : undefined].filter(Boolean).join(' ') || undefined;

    return (
      <div className={styles.field}>
        <label htmlFor={id}>{t('agent_login_captcha')}</label>
        <div className={styles.captchaRow}>
          <input
            ref={ref}
            id={id}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby={description}
            {...input}
          />
          {image ? (
            <img src={image} alt={t('agent_login_captcha_image')} className={styles.captchaImage} />
          ) : null}
          <Button
            variant="secondary"
            className={styles.captchaRefresh}
            onClick={refresh}
            aria-label={t('agent_login_captcha_refresh')}
            icon={<Icon name="refresh" size={18} />}
          />
        </div>
        {failed ? (
          <p id={failedId} className={styles.fieldNote}>
            {t('agent_login_captcha_failed')}
          </p>
        ) : null}
      </div>
    );
  },
);
