import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { selectIdentity, selectToken, useSessionStore } from '@/core';
import { preloadPopup } from './popup-registry';

/**
 * A logged-in member is one click from the member centre: its code (and the forms' strings) are fetched
 * when the browser is idle after the first paint, so opening it does not wait for the network. A visitor
 * or a trial account (refused the centre) never downloads it: the first visit stays light.
 */
export function useMemberCentrePreload(): void {
  const painted = useAfterFirstPaint();
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  const member = token !== null && identity !== null && !identity.trial;

  useEffect(() => {
    if (!painted || !member) return;
    const preload = () => void preloadPopup('memberCentre').catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 500);
    return () => clearTimeout(timer);
  }, [painted, member]);
}
