import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './register-form.module.css';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  required?: boolean;
  /** What the server's rule expects (pattern family with lengths); replaced by the error when there is one. */
  hint?: string;
  error?: string;
  /** Shown password fields get a show/hide toggle. */
  secret?: boolean;
  /** Controls before the input (dialing code picker) and after it (get-code button, captcha image). */
  before?: ReactNode;
  after?: ReactNode;
  note?: string;
}

/** One labelled input with its hint or error, announced to assistive technology through aria-describedby. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  secret,
  before,
  after,
  note,
  type,
  ...input
}: FormFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  const message = error ?? hint ?? note;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      <div className={styles.control}>
        {before}
        <div className={styles.inputWrap}>
          <input
            id={id}
            type={secret ? (revealed ? 'text' : 'password') : (type ?? 'text')}
            className={styles.input}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...input}
          />
          {secret ? (
            <button
              type="button"
              className={styles.reveal}
              aria-label={t(revealed ? 'reg_hide_password' : 'reg_show_password')}
              aria-pressed={revealed}
              onClick={() => setRevealed((v) => !v)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
                {revealed ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
              </svg>
            </button>
          ) : null}
        </div>
        {after}
      </div>
      {message ? (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
