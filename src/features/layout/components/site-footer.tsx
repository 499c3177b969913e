import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@/api';
import type { Resource, ResourceType } from '@/core';
import { useCustomerService } from '@/core/customer-service';
import { helpCategoryLink, useHelpCentre } from '@/core/help-centre';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import { openPopup } from '@/lib/popup-store';
import type { NavCategory } from '../categories';
import { contactLinks, mirrorLinks } from '../contact-links';
import { startInsteadOfFollowing } from '../start-instead';
import { SiteLogo } from './site-logo';
import { VendorLogo } from './vendor-logo';
import { ContactIconLink } from './contact-icon-link';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  siteName: string;
  categories: readonly NavCategory[];
  resources: readonly Resource[];
  mirrors: readonly string[];
  imageHosts: readonly string[];
}

const FOOTER_CONTACTS: ResourceType[] = ['FACEBOOK', 'YOUTUBE', 'WHATSAPP', 'TIKTOK', 'INSTAGRAM', 'TWITTER'];

export function SiteFooter({ siteName, categories, resources, mirrors, imageHosts }: SiteFooterProps) {
  const { t } = useTranslation();
  const products = categories.filter((c) => c.code !== 'PROMO');
  const contacts = contactLinks(resources, FOOTER_CONTACTS, useCustomerService());
  const mirrorList = mirrorLinks(mirrors);
  const vendors = uniqueVendors(categories);
  // The help centre's own categories, as the reference reads them on every page's footer.
  const helpCategories = useHelpCentre().data ?? [];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.brand} aria-labelledby="footer-about">
            <SiteLogo siteName={siteName} />
            <h2 id="footer-about" className={styles.aboutTitle}>
              {t('footer_about_title', { siteName })}
            </h2>
            <p className={styles.text}>{t('footer_description', { siteName })}</p>
            {contacts.length > 0 ? (
              <ul className={styles.social} aria-label={t('footer_follow_us')}>
                {contacts.map((link) => (
                  <li key={link.type}>
                    <ContactIconLink
                      url={link.url}
                      label={t(link.labelKey)}
                      icon={link.icon}
                      className={styles.socialLink}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <nav className={styles.column} aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer_products')}
            </h2>
            <ul className={styles.links}>
              {products.map((c) => (
                <li key={c.code}>
                  <Link to={c.path} onClick={(event) => startInsteadOfFollowing(event, c.start)}>
                    {t(c.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className={styles.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer_help')}
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to={paths.help}>{t('footer_help_centre')}</Link>
              </li>
              {helpCategories.map((category) => (
                <li key={category.tag}>
                  <Link to={helpCategoryLink(category.tag)}>{category.title}</Link>
                </li>
              ))}
              <li>
                {/* A form, not a page: it opens over the page the visitor is on. */}
                <button type="button" className={styles.linkButton} onClick={() => openPopup('feedback')}>
                  {t('footer_feedback')}
                </button>
              </li>
            </ul>
          </nav>
          <section className={styles.column} aria-labelledby="footer-mirrors">
            <h2 id="footer-mirrors" className={styles.heading}>
              {t('footer_mirrors_title')}
            </h2>
            <p className={styles.small}>{t('footer_mirrors_subtitle')}</p>
            {mirrorList.length > 0 ? (
              <ul className={styles.mirrors}>
                {mirrorList.map((m) => (
                  <li key={m.url}>
                    <a href={m.url} target="_blank" rel="noopener noreferrer">
                      {m.host}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>

        {vendors.length > 0 ? (
          <section className={styles.vendors} aria-labelledby="footer-vendors">
            <h2 id="footer-vendors" className="visually-hidden">
              {t('footer_vendors')}
            </h2>
            <ul className={styles.vendorList}>
              {vendors.map((vendor) => (
                <li key={vendor.vassalage} className={styles.vendor} title={vendor.displayName}>
                  <VendorLogo vendor={vendor} imageHosts={imageHosts} />
                  <span className={styles.vendorName}>{vendor.displayName}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.notices}>
          <p className={styles.notice}>
            <span className={styles.age} aria-hidden="true">
              18+
            </span>
            <span>
              {t('footer_responsible')}{' '}
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() => openPopup('memberCentre', { page: 'saferGambling' })}
              >
                {t('footer_safer_tools')}
              </button>
            </span>
          </p>
          <p className={styles.notice}>
            <Icon name="shield" size={18} className={styles.noticeIcon} />
            {t('footer_verify_representative')}
          </p>
        </div>
        <p className={styles.copyright}>{t('footer_copyright', { siteName })}</p>
      </div>
    </footer>
  );
}

function uniqueVendors(categories: readonly NavCategory[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const c of categories) for (const v of c.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}
