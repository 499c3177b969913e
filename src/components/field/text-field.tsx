import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Marks the label with an asterisk and the input as required for assistive technology. */
  required?: boolean;
  /** What the field expects; replaced by the error when there is one. */
  hint?: string;
  error?: string;
  /** Shown when there is neither error nor hint. */
  note?: string;
  /** Controls before the input (the dialing-code picker) and after it (get-code button, captcha image). */
  before?: ReactNode;
  after?: ReactNode;
  /** A show/hide toggle for a password field, with the toggle's names. */
  reveal?: { show: string; hide: string };
}

/** A labelled input with its hint or error, announced to assistive technology through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, required, hint, error, note, before, after, reveal, id, className, type, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const messageId = `${inputId}-message`;
  const message = error ?? hint ?? note;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label} data-required={required || undefined}>
        {label}
      </label>
      <div className={styles.control}>
        {before}
        <div className={styles.inputWrap}>
          <input
            ref={ref}
            id={inputId}
            type={reveal ? (revealed ? 'text' : 'password') : (type ?? 'text')}
            className={styles.input}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...input}
          />
          {reveal ? (
            <button
              type="button"
              className={styles.reveal}
              aria-label={revealed ? reveal.hide : reveal.show}
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
});
