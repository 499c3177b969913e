import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/core/session-store';
import { openPopupInTurn } from '@/lib/popup-store';
import { playSessionQuery, type PlaySession } from '../api/play-session';
import { sessionStartMs } from '../session/session-start';

/** The next reminder after `now`: on the interval's marks counted from the session's start. */
export function nextReminderMs(startMs: number, periodMs: number, now: number): number {
  return startMs + (Math.floor((now - startMs) / periodMs) + 1) * periodMs;
}

/**
 * The reality check for one session: every N minutes from the login (the member's choice; none when off),
 * its dialog asks to be shown, in its turn with any other dialog. It follows the session's answer, so a
 * new interval saved on the Safer gambling page re-plans it at once. Returns the stop.
 */
export function startRealityCheck(queryClient: QueryClient, scope: string, token: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillWanted = () => useSessionStore.getState().token === token;

  const plan = (session: PlaySession) => {
    clearTimeout(timer);
    const periodMs = session.realityCheckMinutes * 60_000;
    const startMs = sessionStartMs(session.loginTime);
    if (periodMs <= 0 || startMs === null) return;
    const due = nextReminderMs(startMs, periodMs, Date.now());
    timer = setTimeout(() => {
      openPopupInTurn('realityCheck', {}, stillWanted);
      plan(session);
    }, due - Date.now());
  };

  const observer = new QueryObserver(queryClient, playSessionQuery(scope));
  const unsubscribe = observer.subscribe((result) => {
    if (result.data) plan(result.data);
  });
  const { data } = observer.getCurrentResult();
  if (data) plan(data);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
