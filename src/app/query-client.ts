import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiErrorKind } from '@/api';
import { showWarning } from '@/core';
import { i18n, type TranslationKey } from '@/i18n';

declare module '@tanstack/react-query' {
  interface Register {
    /** `failureMessage`: said in the warning popup when the query fails (a session end says its own). */
    queryMeta: { failureMessage?: TranslationKey };
  }
}

/** Answers that asking again would not change. */
const finalKinds = new Set<ApiErrorKind>(['session', 'refused', 'unavailable']);

/**
 * One query client per app (and per test). Session, refusal and "switched off" errors are final answers,
 * so they are not retried; other failures get one quiet retry before a screen shows its error state.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.failureMessage;
        if (message && !(isApiError(error) && finalKinds.has(error.kind))) showWarning(i18n.t(message));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && finalKinds.has(error.kind)),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
