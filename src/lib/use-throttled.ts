import { useCallback, useEffect, useRef } from 'react';

/** Wraps an action so it runs at most once per `ms` (leading edge); extra calls in between are dropped. */
export function useThrottled<A extends unknown[]>(action: (...args: A) => void, ms = 1000) {
  const last = useRef(0);
  const current = useRef(action);
  useEffect(() => {
    current.current = action;
  }, [action]);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      current.current(...args);
    },
    [ms],
  );
}
