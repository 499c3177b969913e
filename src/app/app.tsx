import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { DocumentTitle } from './document-title';
import { AppCrashScreen } from './error-fallbacks';
import { LiveNoticesToaster } from './member-parts';
import { PopupHost } from './popup-host';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';
import { SiteUpkeep } from './site-upkeep';
import { StatusGate } from './status-gate';

/**
 * The whole portal inside its providers: tab title, status gate, routes, session upkeep, the popup stack and
 * what starts after the first paint.
 */
export function App() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <AppCrashScreen reset={reset} />}>
      <DocumentTitle />
      <StatusGate>
        <ScrollManager />
        <SiteUpkeep />
        <AppRoutes />
        <PopupHost />
        <LiveNoticesToaster />
      </StatusGate>
    </ErrorBoundary>
  );
}
