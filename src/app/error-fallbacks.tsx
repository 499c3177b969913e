import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import { Icon, type IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import { ChunkLoadError } from '@/lib/lazy-with-retry';
import styles from './error-fallbacks.module.css';

/**
 * What can go wrong with a page: its code did not arrive (a new release, a lost connection), or it broke;
 * and with a popup: its code did not arrive, even after the retry.
 */
const failures = {
  chunk: { icon: 'refresh', title: 'error_chunk_title', text: 'error_chunk_text' },
  page: { icon: 'shield', title: 'error_page_title', text: 'error_page_text' },
  popup: { icon: 'refresh', title: 'popup_load_failed_title', text: undefined },
} as const satisfies Record<
  string,
  { icon: IconName; title: TranslationKey; text: TranslationKey | undefined }
>;

/** A page failed to render or its chunk failed to load: the rest of the shell keeps working. */
export function RouteErrorFallback({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ChunkLoadError) {
    return (
      <PageFailure
        failure="chunk"
        action={<Button onClick={() => window.location.reload()}>{t('common_reload')}</Button>}
      />
    );
  }
  return <PageFailure failure="page" action={<Button onClick={reset}>{t('common_retry')}</Button>} />;
}

/** Last line of defence at the root: a whole-screen message with retry and reload. */
export function AppCrashScreen({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.crash}>
      <PageFailure
        failure="page"
        action={
          <div className={styles.actions}>
            <Button onClick={reset}>{t('common_retry')}</Button>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('common_reload')}
            </Button>
          </div>
        }
      />
    </main>
  );
}

/** Moves the focus to "Try again": the person had just asked for the popup that did not come. */
const focusOnShow = (button: HTMLButtonElement | null) => button?.focus();

/**
 * What takes a popup's place when its code could not be loaded, even after the retry: it says so, with "Try
 * again", which asks for the code once more, and Close. It is drawn with what the page already holds (no
 * modal's code, which may be what failed to come).
 */
export function PopupLoadFailure({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <PageFailure
        failure="popup"
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

/** The page-size panel of one failure, with what the member can do about it. */
function PageFailure({ failure, action }: { failure: keyof typeof failures; action: ReactNode }) {
  const { t } = useTranslation();
  const { icon, title, text } = failures[failure];
  return (
    <StatePanel
      size="page"
      tone="error"
      icon={<Icon name={icon} size={28} />}
      title={t(title)}
      message={text && t(text)}
      action={action}
    />
  );
}
