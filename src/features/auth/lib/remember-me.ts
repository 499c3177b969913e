import Cookies from 'js-cookie';

/**
 * Remember me (docs/decisions/007-remember-me.md): the last username, SMS number and country dialing
 * code, for 24 hours. Never a password, in any form.
 */
export const REMEMBER_COOKIE = 'rememberMe';

export interface Remembered {
  username: string;
  smsNumber: string;
  countryCode: string;
}

export function readRemembered(): Remembered | null {
  const raw = Cookies.get(REMEMBER_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      username: text(value.username),
      smsNumber: text(value.smsNumber),
      countryCode: text(value.countryCode),
    };
  } catch {
    return null;
  }
}

export function writeRemembered(next: Partial<Remembered>): void {
  const current = readRemembered() ?? { username: '', smsNumber: '', countryCode: '' };
  const value: Remembered = { ...current, ...next };
  Cookies.set(REMEMBER_COOKIE, JSON.stringify(value), {
    expires: 1,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function forgetRemembered(): void {
  Cookies.remove(REMEMBER_COOKIE);
}
