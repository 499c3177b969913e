import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import type { MemberCentrePage } from '@/lib/popup-store';
import { useUnreadCounts } from '@/core/unread-counts';
import { centreEntries, entryOf } from './centre-pages';
import { CentreNavigation } from '@/components/centre-layout/centre-navigation';
import { CentrePage, type CentrePages } from './centre-page';
import { UnreadBadge } from './unread-badge';
import centre from '@/components/centre-layout/centre-layout.module.css';
import styles from './member-centre.module.css';

export interface MemberCentrePopupProps {
  page?: MemberCentrePage;
  onClose: () => void;
  /** What each entry shows: the capabilities' pages, which the popup host hands in (decision 030). */
  pages: CentrePages;
}

/**
 * The member centre (spec 2 section 2): the menu of its thirteen entries beside the page chosen, opened on
 * the page its opener names (My account by default). Guests and trial accounts never get here: the popup
 * guard answers them first (src/app/popup-guard.ts).
 */
export function MemberCentrePopup({ page, onClose, pages }: MemberCentrePopupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [current, setCurrent] = useState<MemberCentrePage>(() => entryOf(page).page);
  const entry = entryOf(current);
  const unread = useUnreadCounts().data;
  const label = t(entry.labelKey);
  const heading = useRef<HTMLHeadingElement>(null);
  const [linked, setLinked] = useState(0);
  // A link inside a page takes the member to another page: the keyboard focus follows, to its title.
  const goTo = useCallback((page: MemberCentrePage) => {
    setCurrent(entryOf(page).page);
    setLinked((n) => n + 1);
  }, []);
  useEffect(() => {
    if (linked > 0) heading.current?.focus();
  }, [linked]);

  return (
    <Modal title={t('popup_member_centre')} onClose={onClose} size="xl">
      <div className={centre.layout}>
        <nav className={centre.menu} aria-label={t('centre_menu')}>
          <ul className={centre.menuList}>
            {centreEntries.map((item) => {
              const active = item.page === entry.page;
              return (
                <li key={item.page}>
                  <button
                    type="button"
                    className={`${centre.menuItem} ${active ? centre.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setCurrent(item.page)}
                  >
                    <Icon name={item.icon} size={18} className={centre.menuIcon} />
                    <span className={styles.menuLabel}>{t(item.labelKey)}</span>{' '}
                    {item.badge ? <UnreadBadge count={unread?.[item.badge] ?? 0} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.pageTitle} ref={heading} tabIndex={-1}>
            {label}
          </h3>
          <CentreNavigation.Provider value={goTo}>
            <CentrePage pages={pages} page={entry.page} label={label} />
          </CentreNavigation.Provider>
        </section>
      </div>
    </Modal>
  );
}
