import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import type { useAnnouncements } from '../api/announcements';
import styles from './announcements-state.module.css';

interface AnnouncementsStateProps {
  announcements: ReturnType<typeof useAnnouncements>;
  /** Whether there is anything to show for this popup once they have arrived. */
  ready: boolean;
  errorTitle: string;
  emptyTitle: string;
  children: ReactNode;
}

/** A popup of announcements while they load, when they fail (with a retry) or when none are for it. */
export function AnnouncementsState({
  announcements,
  ready,
  errorTitle,
  emptyTitle,
  children,
}: AnnouncementsStateProps) {
  const { t } = useTranslation();
  if (announcements.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common_loading')} />
      </div>
    );
  }
  if (announcements.isError) {
    return (
      <StatePanel
        tone="error"
        title={errorTitle}
        action={
          <Button
            variant="secondary"
            onClick={() => void announcements.refetch()}
            busy={announcements.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  return ready ? children : <StatePanel title={emptyTitle} />;
}
