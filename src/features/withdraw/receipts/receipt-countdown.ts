import { useEffect, useRef } from 'react';

/**
 * Calls `onZero` once when the countdown has run out. A deadline that was already reached when read waits
 * a little before asking again, so a server whose answer lags never sees a stream of reads.
 */
export function useOnZero(left: number, seconds: number, since: number, onZero: () => void): void {
  const latest = useRef(onZero);
  useEffect(() => {
    latest.current = onZero;
  }, [onZero]);
  useEffect(() => {
    if (left > 0) return;
    const id = window.setTimeout(() => latest.current(), seconds === 0 ? 5000 : 0);
    return () => window.clearTimeout(id);
  }, [left, seconds, since]);
}

/** mm:ss, minutes not capped at 59 (a long receipt window reads 75:00, not 15:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export type Milestone =
  { kind: 'start'; minutes: number } | { kind: 'atMost'; minutes: 5 | 1 } | { kind: 'over' };

/**
 * What the polite summary says, which changes only a few times: the whole minutes at first, then "5
 * minutes or less", "1 minute or less" and "time is up". A live region that read each second would talk
 * over everything else.
 */
export function countdownMilestone(left: number, initial: number): Milestone {
  if (left <= 0) return { kind: 'over' };
  if (left <= 60 && initial > 60) return { kind: 'atMost', minutes: 1 };
  if (left <= 300 && initial > 300) return { kind: 'atMost', minutes: 5 };
  return { kind: 'start', minutes: Math.max(1, Math.ceil(initial / 60)) };
}
