import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { selectIsLoggedIn, useSessionStore } from '@/core';
import { openPopup } from '@/lib/popup-store';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { popupAudience, useAnnouncements } from '../../api/announcements';
import { AnnouncementsState } from '../announcements-state';
import { AnnouncementItem } from './announcement-item';
import { ANNOUNCEMENTS_PER_PAGE, markPopupClosed, popupsFor } from './popup-audience';
import styles from './announcement-popup.module.css';

/**
 * The announcement popup (product rules: states and flows, the product): the popups of the visitor's audience, 8 a page, each
 * with its title and HTML; a promotion's item offers to claim it in the member centre's Reward centre (a
 * visitor is asked to log in first). Closing it, by any way, keeps it closed for the rest of the session.
 */
export function AnnouncementPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const member = useSessionStore(selectIsLoggedIn);
  const audience = popupAudience(member);
  const announcements = useAnnouncements();
  const items = popupsFor(announcements.data, audience);
  const pages = Math.max(1, Math.ceil(items.length / ANNOUNCEMENTS_PER_PAGE));
  const [page, setPage] = useState(1);
  const shown = Math.min(page, pages);
  const onPage = items.slice((shown - 1) * ANNOUNCEMENTS_PER_PAGE, shown * ANNOUNCEMENTS_PER_PAGE);
  const list = useRef<HTMLUListElement>(null);

  const close = () => {
    markPopupClosed(audience);
    onClose();
  };
  const claim = () => {
    close();
    if (member) openPopup('memberCentre', { page: 'rewardCentre' });
    else openPopup('login');
  };

  const ready = onPage.length > 0;
  // A link to a page of the site moves inside the app (no reload) and closes the popup.
  useInAppLinks(list, close, ready);

  const turnTo = (next: number) => {
    setPage(next);
    list.current?.scrollTo?.({ top: 0 });
  };

  return (
    <Modal title={t('popup_announcement')} onClose={close} size="lg">
      <AnnouncementsState
        announcements={announcements}
        ready={ready}
        errorTitle={t('announcement_error')}
        emptyTitle={t('announcement_empty')}
      >
        <ul ref={list} className={styles.list}>
          {onPage.map((item) => (
            <AnnouncementItem key={item.id} item={item} onClaim={claim} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={t('announcement_pages')}>
            <Button variant="secondary" size="sm" disabled={shown <= 1} onClick={() => turnTo(shown - 1)}>
              {t('announcement_previous')}
            </Button>
            <span aria-live="polite">{t('announcement_page_of', { page: shown, total: pages })}</span>
            <Button variant="secondary" size="sm" disabled={shown >= pages} onClick={() => turnTo(shown + 1)}>
              {t('announcement_next')}
            </Button>
          </nav>
        ) : null}
      </AnnouncementsState>
    </Modal>
  );
}

// The public popup shares this chunk: the announcements' popups come in one download (popup-registry.ts).
export { PublicPopup } from '../public-popup/public-popup';
