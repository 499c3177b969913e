import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import styles from './popup-load-failed.module.css';

/** Moves the focus to "Try again": the person had just asked for the popup that did not come. */
const focusOnShow = (button: HTMLButtonElement | null) => button?.focus();

/**
 * What takes a popup's place when its code could not be loaded, even after the retry (a lost connection,
 * a release deployed meanwhile): it says so, with "Try again", which asks for the code once more, and
 * Close. It is drawn with what the page already holds (no modal's code, which may be what failed to come).
 */
export function PopupLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <StatePanel
        tone="error"
        title={t('popup_load_failed_title')}
        action={
          <div className={styles.actions}>
            <Button ref={focusOnShow} onClick={onRetry}>
              {t('common_retry')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('common_close')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
