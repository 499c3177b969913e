import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { configureGameLaunch, configureGameNavigation, systemStatusQuery } from '@/core';

/** Games start on the launch hosts the site's status names (launchGameCDNs), read when a game starts. */
export function wireGameLaunch(queryClient: QueryClient): void {
  configureGameLaunch(() => queryClient.getQueryData(systemStatusQuery.queryKey)?.info.launchGameCDNs ?? []);
}

/** A seamless game's start moves to its page through the router: the site is not loaded again. */
export function useGameNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => configureGameNavigation((to) => void navigate(to)), [navigate]);
}
