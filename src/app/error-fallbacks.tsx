import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import { Icon } from '@/components/icon/icon';
import { ChunkLoadError } from '@/lib/lazy-with-retry';
import styles from './error-fallbacks.module.css';

/** A page failed to render or its chunk failed to load: the rest of the shell keeps working. */
export function RouteErrorFallback({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ChunkLoadError) {
    return (
      <StatePanel
        size="page"
        tone="error"
        icon={<Icon name="refresh" size={28} />}
        title={t('error_chunk_title')}
        message={t('error_chunk_text')}
        action={<Button onClick={() => window.location.reload()}>{t('common_reload')}</Button>}
      />
    );
  }
  return <PageFailed action={<Button onClick={reset}>{t('common_retry')}</Button>} />;
}

/** Last line of defence at the root: a whole-screen message with retry and reload. */
export function AppCrashScreen({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.crash}>
      <PageFailed
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

/** A page, or the whole app, failed to render: one message, with what the member can do about it. */
function PageFailed({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      size="page"
      tone="error"
      icon={<Icon name="shield" size={28} />}
      title={t('error_page_title')}
      message={t('error_page_text')}
      action={action}
    />
  );
}
