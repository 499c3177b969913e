import { useCallback, useEffect, useRef, useState } from 'react';

/** Clicks on the get-code button closer together than this are ignored (spec 1 section 4). */
export const SMS_THROTTLE_MS = 1000;

/**
 * The get-code button's state: a countdown of expiredMinutes x 60 s after a code was sent, and a
 * leading-edge throttle of one send per second.
 */
export function useSmsCountdown(now: () => number = Date.now) {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  const lastClick = useRef(0);

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setUntil(0);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);

  /** False when the click falls inside the throttle window or a countdown runs. */
  const mayRequest = useCallback(() => {
    const time = now();
    if (left > 0 || time - lastClick.current < SMS_THROTTLE_MS) return false;
    lastClick.current = time;
    return true;
  }, [left, now]);

  const start = useCallback(
    (expiredMinutes: number) => {
      const minutes = Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
      setLeft(Math.round(minutes * 60));
      setUntil(now() + minutes * 60_000);
    },
    [now],
  );

  return { secondsLeft: left, mayRequest, start };
}
