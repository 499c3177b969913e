import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, type CopyState } from '@/lib/clipboard';
import styles from './invite.module.css';

/** The polite outcome of a copy, said beside the button that made it. */
export function CopyOutcome({ state }: { state: CopyState }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={state === 'refused' ? styles.refused : styles.copied}>
      {state === 'copied' ? t('invite_copied') : state === 'refused' ? t('invite_copy_refused') : ''}
    </span>
  );
}

/**
 * One value to copy, named by what it copies ("Copy referral link"). The outcome stays until focus moves
 * on, so nothing changes under a reader's feet on a timer.
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={label}
        data-copied={state === 'copied' || undefined}
        onClick={() => void copyText(value).then(setState)}
        onBlur={() => setState((current) => (current === 'copied' ? 'idle' : current))}
      >
        {t('invite_copy')}
      </button>
      <CopyOutcome state={state} />
    </span>
  );
}
