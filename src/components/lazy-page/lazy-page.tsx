import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { Spinner } from '../spinner/spinner';
import { StatePanel } from '../state-panel/state-panel';

/**
 * A page that comes with its own chunk (a centre's page): a spinner while it loads, and when it or its
 * code fails, `failedTitle` with a Retry that loads it again. `resetKey` clears a failure when the page
 * changes.
 */
export function LazyPage({
  resetKey,
  failedTitle,
  children,
}: {
  resetKey: string;
  failedTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(_error, reset) => (
        <StatePanel
          tone="error"
          title={failedTitle}
          action={
            <Button size="sm" variant="secondary" onClick={reset}>
              {t('common_retry')}
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={<Spinner size="lg" label={t('common_loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
