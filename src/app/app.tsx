import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { SessionSync } from '@/features/auth';
import { DocumentTitle } from './document-title';
import { AppCrashScreen } from './error-fallbacks';
import { PopupHost } from './popup-host';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';
import { StatusGate } from './status-gate';

/** The whole portal inside its providers: tab title, status gate, routes, session upkeep and the popup stack. */
export function App() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <AppCrashScreen reset={reset} />}>
      <DocumentTitle />
      <StatusGate>
        <ScrollManager />
        <SessionSync />
        <AppRoutes />
        <PopupHost />
      </StatusGate>
    </ErrorBoundary>
  );
}
