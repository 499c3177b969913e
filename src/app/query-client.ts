import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';

/**
 * One query client per app (and per test). Session and "switched off" errors are final answers, so they
 * are not retried; other failures get one quiet retry before a screen shows its error state.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(isApiError(error) && (error.kind === 'session' || error.kind === 'unavailable')),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
