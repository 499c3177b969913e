import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n';

export type RouterChoice = { kind: 'browser' } | { kind: 'memory'; initialEntries: string[] };

export interface AppProvidersProps {
  queryClient: QueryClient;
  router?: RouterChoice;
  children: ReactNode;
}

/** Server state, translations and routing around the app; tests swap in a memory router. */
export function AppProviders({ queryClient, router = { kind: 'browser' }, children }: AppProvidersProps) {
  const routed =
    router.kind === 'memory' ? (
      <MemoryRouter initialEntries={router.initialEntries}>{children}</MemoryRouter>
    ) : (
      <BrowserRouter>{children}</BrowserRouter>
    );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{routed}</I18nextProvider>
    </QueryClientProvider>
  );
}
