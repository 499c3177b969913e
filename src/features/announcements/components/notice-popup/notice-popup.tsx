import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { useSystemStatus } from '@/core';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { useAnnouncements, type Notice } from '../../api/announcements';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { AnnouncementsState } from '../announcements-state';
import styles from './notice-popup.module.css';

interface NoticeItemProps {
  notice: Notice;
  expanded: boolean;
  onToggle: () => void;
  itemRef?: Ref<HTMLLIElement>;
}

function NoticeItem({ notice, expanded, onToggle, itemRef }: NoticeItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const html = useMemo(() => sanitizeHtml(notice.content, hosts ?? []), [notice.content, hosts]);
  return (
    <li ref={itemRef} className={`${styles.item} ${expanded ? styles.open : ''}`}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={onToggle}
        >
          <span className={styles.title}>{notice.title}</span>
          {notice.startDateStr ? (
            <span className={styles.date}>{t('notices_posted', { date: notice.startDateStr })}</span>
          ) : null}
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </button>
      </h3>
      {/* Sanitized just above: no scripts, handlers or unsafe links survive. */}
      <div id={id} className={styles.content} hidden={!expanded} dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  );
}

/**
 * The notice popup (product rules: states and flows): every player notice with its start time, each expandable; the one
 * the marquee was clicked at opens expanded and scrolled into view.
 */
export function NoticePopup({ index = 0, onClose }: { index?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const notices = announcements.data?.player ?? [];
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([index]));
  const target = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const ready = notices.length > 0;

  useEffect(() => {
    if (ready) target.current?.scrollIntoView({ block: 'nearest' });
  }, [ready]);

  // A link to a page of the site moves inside the app (no reload) and closes the popup.
  useInAppLinks(list, onClose, ready);

  const toggle = (at: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(at)) next.add(at);
      return next;
    });

  return (
    <Modal title={t('popup_notice')} onClose={onClose} size="lg">
      <AnnouncementsState
        announcements={announcements}
        ready={ready}
        errorTitle={t('notices_error')}
        emptyTitle={t('notices_empty')}
      >
        <ul ref={list} className={styles.list}>
          {notices.map((notice, at) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              expanded={expanded.has(at)}
              onToggle={() => toggle(at)}
              itemRef={at === index ? target : undefined}
            />
          ))}
        </ul>
      </AnnouncementsState>
    </Modal>
  );
}
