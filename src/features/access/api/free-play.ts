import { request } from '@/api';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 16;

/**
 * The one-time random string the free-play login sends (spec 1 section 7), drawn from the browser's
 * cryptographic generator. It travels encrypted: the call is sealed like the other (E) calls.
 */
export function freePlayRandom(length = RANDOM_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The visitor's operating system, as the free-play login reports it. */
export function clientOs(userAgent: string = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay with platform W (web), sealed; the catalogue adds X-Gateway-Version 3. */
export function freePlayLogin() {
  return request('freePlayLogin', {
    data: { os: clientOs(), platform: 'W', random: freePlayRandom() },
  });
}
