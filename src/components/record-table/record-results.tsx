import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import styles from './records.module.css';

/**
 * A record's answer in its four states: loading the first time, failed (with a retry), empty, or the
 * result, which stays on screen (marked busy) while the next filter's answer is on its way.
 */
export function RecordResults<D>({
  query,
  isEmpty,
  emptyTitle,
  failure,
  children,
}: {
  query: UseQueryResult<D>;
  /** What went wrong, in words: the caller's own failure text (components do not read the api layer). */
  failure: (error: unknown) => string;
  isEmpty: (data: D) => boolean;
  emptyTitle: string;
  children: (data: D, busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('records_failed')}
        message={failure(query.error)}
        action={
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if (query.data === undefined) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={t('common_loading')} />
      </div>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <StatePanel
        icon={<Icon name="chart" size={26} />}
        title={emptyTitle}
        message={t('records_empty_hint')}
      />
    );
  }
  return <>{children(query.data, query.isPlaceholderData)}</>;
}
