import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { selectIdentity, selectToken, useSessionStore } from '@/core';

/**
 * Keeps the live-events socket open while a real account is logged in (never for a visitor or a trial
 * account), and closes it when the session ends. Its code is a chunk of its own, fetched after the first
 * paint: the first visit neither downloads nor waits for it.
 */
export function useLiveEventsStart(): void {
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  // Until member info has said who it is, a held token might be a trial account's: wait for it.
  const realToken = token !== null && identity !== null && !identity.trial ? token : null;

  useEffect(() => {
    if (!painted || realToken === null) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/core/live-events').then(
      ({ startLiveEvents }) => {
        if (!cancelled) stop = startLiveEvents(queryClient, realToken);
      },
      // Without the chunk the page still works: what it shows is re-read when next opened.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [painted, realToken, queryClient]);
}
