import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, type CopyState } from '@/lib/clipboard';
import styles from './copy-value.module.css';

/*
 * Its words are in the member centre's strings (locales/<lang>/centre/centre.json), which the member and
 * agent centres both load; a screen outside them that copies loads that part first.
 */

/** What a copy came to, said politely beside the control that made it; a refusal asks for a copy by hand. */
export function CopyOutcome({ state }: { state: CopyState }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={state === 'refused' ? styles.refused : styles.copied}>
      {state === 'copied' ? t('copy_value_done') : state === 'refused' ? t('copy_value_refused') : ''}
    </span>
  );
}

/**
 * Copies one value. The button is named by what it copies ("Copy PIX key"); the outcome, copied or refused
 * by the browser, stays until focus moves on, so nothing changes under a reader's feet on a timer.
 */
export function CopyValue({ value, label, icon }: { value: string; label: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        data-copied={state === 'copied' || undefined}
        onClick={() => void copyText(value).then(setState)}
        onBlur={() => setState((current) => (current === 'copied' ? 'idle' : current))}
      >
        {icon}
        {t('copy_value')}
      </button>
      <CopyOutcome state={state} />
    </span>
  );
}
