import { useCallback, useEffect, useState } from 'react';

/** Often enough that a second shown is at most a quarter of a second late. */
const TICK_MS = 250;

/**
 * Seconds left of a countdown from `seconds`, started afresh whenever `run` changes (any value that names
 * one countdown: the time an answer arrived, the object a start made). It counts with the browser's clock
 * only the time elapsed since then, so a deadline given by the server needs no agreement between clocks.
 * A new run reads its full `seconds` at once, never 0 for a moment.
 */
export function useSecondsLeft(seconds: number, run: unknown): number {
  const [tick, setTick] = useState({ run, left: seconds });
  useEffect(() => {
    if (seconds <= 0) return;
    const start = Date.now();
    const id = window.setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - start) / 1000));
      setTick((prev) => (prev.run === run && prev.left === left ? prev : { run, left }));
      if (left === 0) window.clearInterval(id);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [seconds, run]);
  return tick.run === run ? Math.min(tick.left, seconds) : seconds;
}

export interface Countdown {
  /** Seconds left; 0 when none runs. */
  left: number;
  start: (seconds: number) => void;
  stop: () => void;
}

/** A countdown started by hand (a code sent: the wait before another may be asked for). */
export function useCountdown(): Countdown {
  const [run, setRun] = useState<{ seconds: number } | null>(null);
  const left = useSecondsLeft(run?.seconds ?? 0, run);
  const start = useCallback((seconds: number) => setRun({ seconds }), []);
  const stop = useCallback(() => setRun(null), []);
  return { left, start, stop };
}
