import { Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { useHoldFirstScreen } from '@/lib/first-paint';
import { usePopupStore, type PopupEntry } from '@/lib/popup-store';
import { useRealAccountGuard } from './popup-guard';
import { PopupLoadFailure } from './error-fallbacks';
import { popupRegistry } from './popup-registry';

/** Renders the popup stack, bottom first, so the newest popup is on top and owns focus. */
export function PopupHost() {
  const opened = usePopupStore((s) => s.stack);
  const close = usePopupStore((s) => s.close);
  // The member and agent centres open only for a real account, however they were opened.
  const stack = useRealAccountGuard(opened, close);
  return (
    <>
      {stack.map((entry) => (
        <ErrorBoundary
          key={entry.id}
          // Its code did not come (after the retry), or it broke: said, never a popup that silently is not.
          fallback={(_error, retry) => <PopupLoadFailure onRetry={retry} onClose={() => close(entry.id)} />}
        >
          <Suspense fallback={<PopupLoading />}>
            <PopupView entry={entry} onClose={() => close(entry.id)} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}

function PopupView({ entry, onClose }: { entry: PopupEntry; onClose: () => void }) {
  const markShown = usePopupStore((s) => s.markShown);
  // Runs once the popup's code is in and it has drawn: from then on it holds its place (popup store).
  useEffect(() => markShown(entry.id), [entry.id, markShown]);
  // The registry is typed per name; indexing it with a union loses that link, so it is restored here once.
  const Component = popupRegistry[entry.name] as ComponentType<PopupEntry['props'] & { onClose: () => void }>;
  return <Component {...entry.props} onClose={onClose} />;
}

/** Nothing to see while a popup's code loads; a popup the first screen opened holds that screen's later parts. */
function PopupLoading() {
  useHoldFirstScreen();
  return null;
}
