import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from './deposit-icons';
import styles from './deposit.module.css';

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * Copies one value. The button is named by what it copies ("Copy PIX key"); the outcome is said politely
 * beside it, and stays until focus moves on, so nothing changes under a reader's feet on a timer.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      // No clipboard at all (an insecure origin, an old browser) is a refusal like any other.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('refused');
    }
  };

  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={label}
        data-copied={state === 'copied' || undefined}
        onClick={() => void copy()}
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
