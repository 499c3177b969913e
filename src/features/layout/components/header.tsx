import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { useMediaQuery } from '@/lib/use-media-query';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { lazyWithRetry, preloadModule } from '@/lib/lazy-with-retry';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import type { NavCategory } from '../categories';
import { CategoryList } from './category-list';
import { LanguageSelector } from './language-selector';
import { MainNav } from './main-nav';
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

// The menu drawer (with its focus trap and scroll lock) is opened only below 1100 px, and only on a tap:
// its code is not part of the first screen. Where the menu button shows, it is fetched right after the
// first paint, so the first tap does not wait for it.
const loadDrawer = () => import('@/components/drawer/drawer');
const Drawer = lazyWithRetry(loadDrawer, 'Drawer');
const MENU_BUTTON_SHOWN = '(max-width: 1100px)';
/** Where the category bar shows (header.module.css hides it below): elsewhere it is not drawn at all. */
const CATEGORY_BAR_SHOWN = '(min-width: 1101px)';
// Customer service (the live chat, or the first desk's link) comes after the first paint.
const Service = lazyWithRetry(() => import('./header-service'), 'HeaderService');

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
  // Each tap on the menu button shows the drawer, or says again why it cannot (its code did not load).
  const [menuTaps, setMenuTaps] = useState(0);
  const painted = useAfterFirstPaint();
  // A phone's first screen has no use for the bar's fifty hidden elements: not drawing them is a tenth of
  // its first render.
  const categoryBar = useMediaQuery(CATEGORY_BAR_SHOWN);
  useEffect(() => {
    if (painted && window.matchMedia?.(MENU_BUTTON_SHOWN).matches) {
      preloadModule(loadDrawer).catch(() => undefined);
    }
  }, [painted]);

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => {
              setDrawerOpen(true);
              setMenuTaps((n) => n + 1);
            }}
            aria-label={t('nav_open_menu')}
            aria-expanded={drawerOpen}
          >
            <Icon name="menu" size={22} />
          </button>
          <Link to={paths.home} className={styles.logoLink} aria-label={t('nav_home_named', { siteName })}>
            <SiteLogo siteName={siteName} />
          </Link>
          <div className={styles.tools}>
            {painted ? (
              <ErrorBoundary fallback={() => null}>
                <Suspense fallback={null}>
                  <Service className={styles.service} />
                </Suspense>
              </ErrorBoundary>
            ) : null}
            <div className={styles.desktopOnly}>
              <LanguageSelector />
            </div>
            {account}
          </div>
        </div>
      </div>
      <div className={styles.navBar}>
        <div className={styles.inner}>
          {categoryBar ? <MainNav categories={categories} imageHosts={imageHosts} /> : null}
        </div>
      </div>
      {drawerOpen ? (
        <ErrorBoundary
          resetKey={menuTaps}
          fallback={() => (
            <p className={styles.menuError} role="alert">
              {t('error_chunk_text')}
            </p>
          )}
        >
          <Suspense fallback={null}>
            <Drawer title={t('nav_menu')} onClose={() => setDrawerOpen(false)}>
              <div className={styles.mobileOnly}>
                <LanguageSelector align="start" />
              </div>
              <nav aria-label={t('nav_main')}>
                <CategoryList categories={categories} onNavigate={() => setDrawerOpen(false)} />
              </nav>
            </Drawer>
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </header>
  );
}
