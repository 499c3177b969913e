import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, type CopyState } from '@/lib/clipboard';
import { CopyIcon } from '../deposit-icons';
import styles from '../deposit.module.css';

/**
 * Copies one value. The button is named by what it copies ("Copy PIX key"); the outcome is said politely
 * beside it, and stays until focus moves on, so nothing changes under a reader's feet on a timer.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
        <CopyIcon />
        {t('deposit_copy')}
      </button>
      <span role="status" className={state === 'refused' ? styles.copyRefused : styles.copied}>
        {state === 'copied' ? t('deposit_copied') : state === 'refused' ? t('deposit_copy_refused') : ''}
      </span>
    </span>
  );
}
