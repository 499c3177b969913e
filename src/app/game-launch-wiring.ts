import type { QueryClient } from '@tanstack/react-query';
import { configureGameLaunch, systemStatusQuery } from '@/core';

/** Games start on the launch hosts the site's status names (launchGameCDNs), read when a game starts. */
export function wireGameLaunch(queryClient: QueryClient): void {
  configureGameLaunch(() => queryClient.getQueryData(systemStatusQuery.queryKey)?.info.launchGameCDNs ?? []);
}
