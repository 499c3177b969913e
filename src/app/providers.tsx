import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n';
import { AfterPaintContext } from './after-paint/after-paint-context';
import type { AfterPaintService } from './after-paint/after-paint-service';

export type RouterChoice = { kind: 'browser' } | { kind: 'memory'; initialEntries: string[] };

export interface AppProvidersProps {
  queryClient: QueryClient;
  router?: RouterChoice;
  /** The services started after the first paint; the portal's own table unless given. */
  afterPaint?: readonly AfterPaintService[];
  children: ReactNode;
}

/**
 * Server state, translations and routing around the app; tests swap in a memory router and choose the
 * after-paint services they are about.
 */
export function AppProviders({
  queryClient,
  router = { kind: 'browser' },
  afterPaint,
  children,
}: AppProvidersProps) {
  const routed =
    router.kind === 'memory' ? (
      <MemoryRouter initialEntries={router.initialEntries}>{children}</MemoryRouter>
    ) : (
      <BrowserRouter>{children}</BrowserRouter>
    );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {afterPaint ? <AfterPaintContext value={afterPaint}>{routed}</AfterPaintContext> : routed}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
