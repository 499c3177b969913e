import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, type CopyState } from '@/lib/clipboard';
import { CopyOutcome } from '@/components/copy-value/copy-value';
import styles from './invite.module.css';

/**
 * Shares the link through the device's own share sheet where there is one; elsewhere it copies the link
 * and says so. Closing the share sheet is no failure.
 */
export function ShareButton({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('invite_share_title'),
          text: t('invite_share_text', { code }),
          url: link,
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused by the browser (no user activation, a policy): copying still works.
      }
    }
    setState(await copyText(link));
  };

  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.shareButton}
        onClick={() => void share()}
        onBlur={() => setState((current) => (current === 'copied' ? 'idle' : current))}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z"
          />
        </svg>
        {t('invite_share')}
      </button>
      <CopyOutcome state={state} />
    </span>
  );
}
