import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { selectIdentity, selectToken, useSessionStore } from '@/core';
import { ensureCentreStrings, ensureContentStrings } from '@/i18n';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

// What the header and the page show only a logged-in real account, each a chunk of its own with its strings:
// a visitor never loads them, a member after the first paint. The live notices are decision 040's.
const loadNotices = () =>
  Promise.all([import('@/features/live-notices'), ensureContentStrings()]).then(([module]) => module);
const Toaster = lazyWithRetry(loadNotices, 'Toaster');
const Bell = lazyWithRetry(loadNotices, 'NotificationBell');
// The session clock speaks the safer gambling strings, a part of the member centre's.
const Clock = lazyWithRetry(
  () =>
    Promise.all([import('@/features/safer-gambling/session/session-clock'), ensureCentreStrings()]).then(
      ([module]) => module,
    ),
  'SessionClock',
);

/** Drawn after the first paint for a real account (never a visitor or a trial account); nothing if it fails. */
function ForMember({ part: Part }: { part: ComponentType }) {
  const painted = useAfterFirstPaint();
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  if (!painted || token === null || identity === null || identity.trial) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The toasts of live events. */
export const LiveNoticesToaster = () => <ForMember part={Toaster} />;
/** The header's notification bell, in its tools. */
export const NotificationBellSlot = () => <ForMember part={Bell} />;
/** The header's session clock (safer gambling), in its tools. */
export const SessionClockSlot = () => <ForMember part={Clock} />;
