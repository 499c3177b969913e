import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@/api';
import { Icon, type IconName } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { isHttpUrl } from '@/lib/safe-url';
import type { TranslationKey } from '@/i18n';
import { contactLinks } from '../contact-links';
import { useLayoutStore } from '../layout-store';
import styles from './right-bar.module.css';

const AppQrCode = lazy(() => import('./app-qr-code').then((m) => ({ default: m.AppQrCode })));

export interface RightBarProps {
  resources: readonly { type: ResourceType; url: string }[];
  customerService: readonly { name: string; url: string }[];
}

interface BarLink {
  key: string;
  url: string;
  label: string;
  icon: IconName;
}

const RIGHT_BAR_CONTACTS: ResourceType[] = ['WHATSAPP', 'WHATSAPP2', 'WHATSAPP3', 'TELEGRAM', 'FACEBOOK'];

/**
 * Floating bar with app QR codes, customer service and messaging links. Folded, it is a slim strip of
 * contact icons that fits beside the content; opened, it shows the QR codes (loaded only then).
 */
export function RightBar({ resources, customerService }: RightBarProps) {
  const { t } = useTranslation();
  const collapsed = useLayoutStore((s) => s.rightBarCollapsed);
  const toggle = useLayoutStore((s) => s.toggleRightBar);

  const apps = (['IOS', 'ANDROID'] as const).flatMap((type) => {
    const app = resources.find((r) => r.type === type && isHttpUrl(r.url));
    const labelKey: TranslationKey = type === 'IOS' ? 'rightbar_ios' : 'rightbar_android';
    return app ? [{ type, url: app.url, label: t(labelKey) }] : [];
  });

  const service: BarLink[] = customerService
    .slice(0, 2)
    .filter((cs) => isHttpUrl(cs.url))
    .map((cs, index) => ({
      key: `cs${index}`,
      url: cs.url,
      label: index === 0 ? t('rightbar_customer_service') : t('rightbar_customer_service_2'),
      icon: 'headset',
    }));
  const links: BarLink[] = [
    ...service,
    ...contactLinks(resources, RIGHT_BAR_CONTACTS).map((l) => ({
      key: l.type,
      url: l.url,
      label: t(l.labelKey),
      icon: l.icon,
    })),
  ];

  if (apps.length === 0 && links.length === 0) return null;

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
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.stripLink}
                aria-label={link.label}
                title={link.label}
              >
                <Icon name={link.icon} size={18} />
              </a>
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
          {links.length > 0 ? (
            <ul className={styles.links}>
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
