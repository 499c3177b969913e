import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Deferred } from '@/components/deferred/deferred';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { FreePlayButton } from '@/features/access';
import { HeaderAccount } from '@/features/auth';
import { Header, SideMenu, hasRightBar, useLayoutStore, useNavCategories } from '@/features/layout';
import { useCanRegister, useGameVendors, useSiteFlags, useSystemStatus } from '@/core';
import { RouteErrorFallback } from './error-fallbacks';
import { NotificationBellSlot, SessionClockSlot } from './member-parts';
import { PageLoading } from './page-loading';
import { layoutFor } from './site-pages';
import styles from './shell-layout.module.css';

// Below the fold or floating, and rendered after the first paint: their code is not what the first screen waits for.
const SiteFooter = lazy(() =>
  import('@/features/layout/components/site-footer').then((m) => ({ default: m.SiteFooter })),
);
const RightBar = lazy(() =>
  import('@/features/layout/components/right-bar').then((m) => ({ default: m.RightBar })),
);

/** The site frame around every page, with the parts the route's layout asks for. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const info = useSystemStatus().data?.info;
  const canRegister = useCanRegister();
  const { categories } = useNavCategories();
  const vendors = useGameVendors();
  const siteName = info?.siteName ?? '';
  const imageHosts = info?.imageCDNs ?? [];
  const rightBarFolded = useLayoutStore((s) => s.rightBarCollapsed);
  // The bar itself comes after the first paint; its strip is kept free from the start, so nothing moves then.
  const liveChat = useSiteFlags().CBS3 === true;
  const rightBar = hasRightBar(info?.resources ?? [], info?.customerService ?? [], liveChat)
    ? rightBarFolded
      ? 'folded'
      : 'open'
    : undefined;

  return (
    <div className={styles.shell} data-right-bar={rightBar}>
      <a href="#main-content" className={styles.skip}>
        {t('nav_skip_to_content')}
      </a>
      {layout.header ? (
        <Header
          siteName={siteName}
          categories={categories}
          imageHosts={imageHosts}
          account={
            <>
              <SessionClockSlot />
              <FreePlayButton />
              <NotificationBellSlot />
              <HeaderAccount canRegister={canRegister} gamePage={layout.gamePage} />
            </>
          }
        />
      ) : null}
      {vendors.isError && !vendors.data ? (
        <div className={styles.notice} role="alert">
          <span>{t('nav_vendors_error')}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void vendors.refetch()}
            busy={vendors.isFetching}
          >
            {t('common_retry')}
          </Button>
        </div>
      ) : null}
      <div className={styles.body}>
        {layout.sideMenu ? <SideMenu categories={categories} /> : null}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <ErrorBoundary
            resetKey={pathname}
            fallback={(error, reset) => <RouteErrorFallback error={error} reset={reset} />}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      {/* Below the fold (the body holds at least a screen) or floating: rendered after the first paint. */}
      <Deferred>
        <Suspense fallback={null}>
          {layout.footer ? (
            <SiteFooter
              siteName={siteName}
              categories={categories}
              resources={info?.resources ?? []}
              mirrors={info?.domainRoute ?? []}
              imageHosts={imageHosts}
            />
          ) : null}
          <RightBar resources={info?.resources ?? []} />
        </Suspense>
      </Deferred>
    </div>
  );
}
