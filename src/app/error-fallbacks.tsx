import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';
import { Icon, type IconName } from '@/components/icon/icon';
import type { TranslationKey } from '@/i18n';
import { ChunkLoadError } from '@/lib/lazy-with-retry';
import styles from './error-fallbacks.module.css';

/** What can go wrong with a page: its code did not arrive (a new release, a lost connection), or it broke. */
const failures = {
  chunk: { icon: 'refresh', title: 'error_chunk_title', text: 'error_chunk_text' },
  page: { icon: 'shield', title: 'error_page_title', text: 'error_page_text' },
} as const satisfies Record<string, { icon: IconName; title: TranslationKey; text: TranslationKey }>;

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
      message={t(text)}
      action={action}
    />
  );
}
