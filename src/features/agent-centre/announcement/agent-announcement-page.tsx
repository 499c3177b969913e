import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useSystemStatus } from '@/core';
import { usePopupStore } from '@/lib/popup-store';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { useAgentAnnouncements } from './agent-announcements';
import styles from './announcement.module.css';

const closeCentre = () => usePopupStore.getState().closeByName('agentCentre');

/** Announcement (agentAnnouncement): the site's notices, newest first, their HTML sanitized. */
export function AgentAnnouncementPage() {
  const { t } = useTranslation();
  const notices = useAgentAnnouncements();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const list = useRef<HTMLOListElement>(null);
  const items = useMemo(
    () =>
      (notices.data ?? []).map((notice) => ({
        ...notice,
        html: sanitizeHtml(notice.content, hosts ?? []),
      })),
    [notices.data, hosts],
  );
  // A link to a page of the site moves inside the app and closes the centre.
  useInAppLinks(list, closeCentre, items.length);

  if (notices.isPending) return <Spinner label={t('common_loading')} />;
  if (notices.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('agent_announcement_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void notices.refetch()}
            busy={notices.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <StatePanel title={t('agent_announcement_empty')} />;
  return (
    <ol ref={list} className={`${styles.stack} ${styles.notices}`} aria-label={t('agent_announcement_list')}>
      {items.map((notice) => (
        <li key={notice.id} className={`${styles.card} ${styles.notice}`}>
          <article aria-labelledby={`agent-notice-${notice.id}`}>
            <h4 id={`agent-notice-${notice.id}`}>{notice.title}</h4>
            <p className={styles.range}>{notice.startDateStr}</p>
            {/* Sanitized above: no scripts, handlers or foreign pictures; links only where safe. */}
            <div dangerouslySetInnerHTML={{ __html: notice.html }} />
          </article>
        </li>
      ))}
    </ol>
  );
}
