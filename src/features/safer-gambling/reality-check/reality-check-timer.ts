import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/core/session-store';
import { openPopupInTurn } from '@/lib/popup-store';
import { playSessionQuery, type PlaySession } from '../api/play-session';
import { sessionStartMs } from '../session/session-start';

/** The next reminder after `now`: on the interval's marks counted from the session's start. */
export function nextReminderMs(startMs: number, periodMs: number, now: number): number {
  return startMs + (Math.floor((now - startMs) / periodMs) + 1) * periodMs;
}

/** How often the clock is looked at: a sleeping laptop or a throttled tab is caught up within a tick. */
const TICK_MS = 1_000;

/**
 * The reality check for one session: every N minutes from the login (the member's choice; none when off),
 * its dialog asks to be shown, in its turn with any other dialog. It follows the session's answer, so a
 * new interval saved on the Safer gambling page re-plans it at once. The clock is read every second rather
 * than trusted to one long timer, which a suspended device or a background tab would hold back.
 * Returns the stop.
 */
export function startRealityCheck(queryClient: QueryClient, scope: string, token: string): () => void {
  let due: { at: number; startMs: number; periodMs: number } | null = null;
  const stillWanted = () => useSessionStore.getState().token === token;

  const plan = (session: PlaySession) => {
    const periodMs = session.realityCheckMinutes * 60_000;
    const startMs = sessionStartMs(session.loginTime);
    due =
      periodMs > 0 && startMs !== null
        ? { at: nextReminderMs(startMs, periodMs, Date.now()), startMs, periodMs }
        : null;
  };

  const tick = setInterval(() => {
    const now = Date.now();
    if (!due || now < due.at) return;
    due = { ...due, at: nextReminderMs(due.startMs, due.periodMs, now) };
    openPopupInTurn('realityCheck', {}, stillWanted);
  }, TICK_MS);

  const observer = new QueryObserver(queryClient, playSessionQuery(scope));
  const unsubscribe = observer.subscribe((result) => {
    if (result.data) plan(result.data);
  });
  const { data } = observer.getCurrentResult();
  if (data) plan(data);
  return () => {
    unsubscribe();
    clearInterval(tick);
  };
}
