import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { useAnnouncements } from '../../api/announcements';
import { ServerHtml } from '@/core/server-html';
import { AnnouncementsState } from '../announcements-state';
import { markPublicPopupClosed, publicNoticesOf } from '../popup-watches';
// The announcement popup's looks: the public popup's code comes in its chunk.
import styles from '../announcement-popup/announcement-popup.module.css';

/**
 * The public popup: a notice the back office shows everyone (a planned maintenance, say), compact, read and
 * acknowledged with "I understand". One notice names the dialog; several are listed under their titles.
 * Closing it, by any way, keeps it closed for the rest of the session.
 */
export function PublicPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const notices = publicNoticesOf(announcements.data);
  const single = notices.length === 1 ? notices[0] : undefined;
  const body = useRef<HTMLDivElement>(null);
  // The notice's answer takes the focus, not a link inside the text the visitor has not read yet.
  const understood = useRef<HTMLButtonElement>(null);
  const textId = useId();

  const close = () => {
    markPublicPopupClosed();
    onClose();
  };
  const ready = notices.length > 0;
  // A link to a page of the site moves inside the app (no reload) and closes the notice.
  useInAppLinks(body, close, ready);

  return (
    <Modal
      title={single?.title ?? t('public_notice_title')}
      onClose={close}
      size="sm"
      describedBy={single ? textId : undefined}
      initialFocusRef={understood}
    >
      <AnnouncementsState
        announcements={announcements}
        ready={ready}
        errorTitle={t('announcement_error')}
        emptyTitle={t('announcement_empty')}
      >
        <div ref={body}>
          {single ? (
            <div id={textId}>
              <ServerHtml className={styles.content} html={single.content} />
            </div>
          ) : (
            <ul className={styles.list} aria-label={t('public_notice_list')}>
              {notices.map((notice) => (
                <li key={notice.id}>
                  <h3 className={styles.title}>{notice.title}</h3>
                  <ServerHtml className={styles.content} html={notice.content} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.pager}>
          <Button ref={understood} onClick={close}>
            {t('public_notice_understood')}
          </Button>
        </div>
      </AnnouncementsState>
    </Modal>
  );
}
