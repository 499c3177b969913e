import { serverNow } from '@/api/server-clock';
import { readSessionJson, writeSessionJson } from '@/lib/storage';
import { shellSessionKeys } from '@/lib/storage-keys';

const parseServerTime = (text: string) => Date.parse(`${text.trim().replace(' ', 'T')}Z`);

/**
 * When this session began, on this browser's clock: the session clock and the reality check count from
 * here. It is worked out once per session from the server's login time and its own now (the Date header),
 * then kept in the tab's storage, so a reload goes on counting instead of starting over and a browser
 * whose clock is off still counts the right time. Null when the login time cannot be read.
 */
export function sessionStartMs(loginTime: string): number | null {
  const login = parseServerTime(loginTime);
  if (!Number.isFinite(login)) return null;
  const kept = readSessionJson(shellSessionKeys.playSessionStart) as
    { loginTime?: unknown; startMs?: unknown } | undefined;
  if (kept?.loginTime === loginTime && typeof kept.startMs === 'number') return kept.startMs;
  const startMs = Date.now() - Math.max(0, serverNow() - login);
  writeSessionJson(shellSessionKeys.playSessionStart, { loginTime, startMs });
  return startMs;
}

/** "1:05:09", "0:15:00": hours, minutes and seconds of a duration in ms. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
