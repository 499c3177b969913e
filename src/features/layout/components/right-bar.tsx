import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteFlags, type Resource } from '@/core';
import { useCustomerService } from '@/core/customer-service';
import { openPopup } from '@/lib/popup-store';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { useLayoutStore } from '../layout-store';
import { rightBarItems } from '../right-bar-items';
import { ContactIconLink } from './contact-icon-link';
import styles from './right-bar.module.css';

const AppQrCode = lazy(() => import('./app-qr-code').then((m) => ({ default: m.AppQrCode })));

export interface RightBarProps {
  resources: readonly Resource[];
}

/**
 * Floating bar with app QR codes, customer service (the live chat, or the desks' links) and messaging links.
 * Folded, it is a slim strip of contact icons that fits beside the content (the shell keeps that strip free);
 * opened, it shows the QR codes (loaded only then). On phones it folds to a tab on the screen's edge.
 */
export function RightBar({ resources }: RightBarProps) {
  const { t } = useTranslation();
  const collapsed = useLayoutStore((s) => s.rightBarCollapsed);
  const toggle = useLayoutStore((s) => s.toggleRightBar);
  const items = rightBarItems(resources, useCustomerService(), useSiteFlags().CBS3 === true);
  const apps = items.apps.map((app) => ({ ...app, label: t(app.labelKey) }));
  const links = items.links.map((link) => ({ ...link, label: t(link.labelKey) }));
  const chatLabel = t('header_live_chat');
  const openChat = () => openPopup('chatRoom');

  if (apps.length === 0 && links.length === 0 && !items.liveChat) return null;

  return (
    <aside className={`${styles.bar} ${collapsed ? styles.collapsed : ''}`} aria-label={t('rightbar_label')}>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('rightbar_expand') : t('rightbar_collapse')}
      >
        <Icon name={collapsed ? 'chevronLeft' : 'chevronRight'} size={20} />
      </button>
      {collapsed ? (
        <ul className={styles.strip}>
          {items.liveChat ? (
            <li>
              <button
                type="button"
                className={styles.stripLink}
                onClick={openChat}
                aria-label={chatLabel}
                title={chatLabel}
              >
                <Icon name="chat" size={18} />
              </button>
            </li>
          ) : null}
          {links.map((link) => (
            <li key={link.key}>
              <ContactIconLink
                url={link.url}
                label={link.label}
                icon={link.icon}
                className={styles.stripLink}
              >
                {link.ordinal ? (
                  <span className={styles.ordinal} aria-hidden="true">
                    {link.ordinal}
                  </span>
                ) : null}
              </ContactIconLink>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.panel}>
          {apps.length > 0 ? (
            <section className={styles.section}>
              <h2 className={styles.heading}>{t('rightbar_app_download')}</h2>
              <ul className={styles.apps}>
                {apps.map((app) => (
                  <li key={app.type} className={styles.app}>
                    <Suspense fallback={<Spinner size="sm" />}>
                      <AppQrCode url={app.url} label={app.label} />
                    </Suspense>
                    <a href={app.url} target="_blank" rel="noopener noreferrer" className={styles.appLink}>
                      <Icon name="download" size={14} />
                      {app.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {links.length > 0 || items.liveChat ? (
            <ul className={styles.links}>
              {items.liveChat ? (
                <li>
                  <button type="button" className={styles.link} onClick={openChat}>
                    <span className={styles.linkIcon}>
                      <Icon name="chat" size={18} />
                    </span>
                    {chatLabel}
                  </button>
                </li>
              ) : null}
              {links.map((link) => (
                <li key={link.key}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    <span className={styles.linkIcon}>
                      <Icon name={link.icon} size={18} />
                    </span>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </aside>
  );
}
