import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/drawer/drawer';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import type { NavCategory } from '../categories';
import { CategoryList } from './category-list';
import { LanguageSelector } from './language-selector';
import { MainNav } from './main-nav';
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

export interface HeaderProps {
  siteName: string;
  categories: readonly NavCategory[];
  imageHosts: readonly string[];
  /** Login and Sign up, or the member's balance and menus; supplied by the app, which knows the session. */
  account: ReactNode;
}

/**
 * Top bar (logo, language, account) over the category bar. Below 1100 px the categories move to a drawer;
 * on phones the language selector moves there too, leaving the top bar to the account.
 */
export function Header({ siteName, categories, imageHosts, account }: HeaderProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => setDrawerOpen(true)}
            aria-label={t('nav_open_menu')}
            aria-expanded={drawerOpen}
          >
            <Icon name="menu" size={22} />
          </button>
          <Link to={paths.home} className={styles.logoLink} aria-label={t('nav_home_named', { siteName })}>
            <SiteLogo siteName={siteName} />
          </Link>
          <div className={styles.tools}>
            <div className={styles.desktopOnly}>
              <LanguageSelector />
            </div>
            {account}
          </div>
        </div>
      </div>
      <div className={styles.navBar}>
        <div className={styles.inner}>
          <MainNav categories={categories} imageHosts={imageHosts} />
        </div>
      </div>
      {drawerOpen ? (
        <Drawer title={t('nav_menu')} onClose={() => setDrawerOpen(false)}>
          <div className={styles.mobileOnly}>
            <LanguageSelector align="start" />
          </div>
          <nav aria-label={t('nav_main')}>
            <CategoryList categories={categories} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      ) : null}
    </header>
  );
}
