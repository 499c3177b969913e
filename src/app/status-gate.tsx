import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { applySiteDefaultLanguage } from '@/i18n';
import { useSystemStatus } from '@/core';
import { MaintenancePage, RegionPage, SplashScreen, StatusErrorPage } from '@/features/site';

/**
 * Chooses the top-level page from the system status (product rules: states and flows): maintenance wins over region
 * restriction; the site itself renders only in normal status. A failed status call gets a retry screen.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const queryClient = useQueryClient();
  const info = status.data?.info;

  useEffect(() => {
    if (!info) return;
    // Only a site that names an analytics id, on a deployment whose policy admits it, downloads the code
    // that loads it.
    const { gtagId } = info.analytics;
    if (gtagId && env.VITE_ANALYTICS === 'on')
      void import('@/lib/analytics').then((analytics) => analytics.loadAnalytics(gtagId));
    void applySiteDefaultLanguage(info.defaultLanguage).then((changed) => {
      if (changed) void queryClient.invalidateQueries();
    });
  }, [info, queryClient]);

  if (status.isPending) return <SplashScreen />;
  // A status already read (a returning visitor's kept answer) stays when asking again fails.
  if (status.isError && status.data === undefined) {
    return <StatusErrorPage onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  }
  if (status.data.maintenance) return <MaintenancePage status={status.data} />;
  if (status.data.regionRestriction) return <RegionPage status={status.data} />;
  return children;
}
