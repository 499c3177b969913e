import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '@/lib/first-paint';

/**
 * Starts the announcement popup's watch once the first screen is on the glass: its code is a chunk of its
 * own, so the first visit neither downloads nor waits for it.
 */
export function useAnnouncementPopupStart(): void {
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!painted) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/features/announcements/components/announcement-popup/watch-announcement-popup').then(
      ({ watchAnnouncementPopup }) => {
        if (!cancelled) stop = watchAnnouncementPopup(queryClient);
      },
      // A chunk that cannot load costs only the announcements.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [painted, queryClient]);
}
